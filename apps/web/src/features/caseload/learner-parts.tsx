import type { ReactNode } from 'react';
import { caseloadLearnerTexts as t, caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { outcomeLabels } from '@kusasa/domain/funding-labels';
import { formatIsoDay, formatLongDate } from '@kusasa/domain/rules/dates';
import type { CaseloadLearner } from '@kusasa/domain/schemas/counselors/caseload';
import { Card } from '../../components/ui/card';
import { Shared, countsLine, deadlineLine } from './shared';

const c = caseloadTexts.columns;
const statusLabel = (status: string) => (status in applicationStatusLabels ? applicationStatusLabels[status as keyof typeof applicationStatusLabels] : status);

function Part({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card className={`min-w-0 p-5 sm:p-6 ${wide ? 'lg:col-span-2' : ''}`}>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Journey, documents, applications' counts and funding: each 'Not shared' when the learner kept it back. */
export function LearnerOverview({ learner }: { learner: CaseloadLearner }) {
  return (
    <Part title={t.overview}>
      <dl className="grid gap-3">
        <Row label={c.journey}>
          <Shared value={learner.journeyStep}>{(step) => step}</Shared>
        </Row>
        <Row label={c.missing}>
          <Shared value={learner.missingDocuments}>{(missing) => missing.join(', ') || caseloadTexts.noMissing}</Shared>
        </Row>
        <Row label={c.applications}>
          <Shared value={learner.applications}>{countsLine}</Shared>
        </Row>
        <Row label={c.deadline}>
          <Shared value={learner.scopes.includes('applications') ? learner : null}>{() => deadlineLine(learner.nextDeadline)}</Shared>
        </Row>
        <Row label={c.funding}>
          <Shared value={learner.fundingOutcome}>{(outcome) => outcomeLabels[outcome].word}</Shared>
        </Row>
      </dl>
    </Part>
  );
}

export function LearnerMarks({ learner }: { learner: CaseloadLearner }) {
  return (
    <Part title={t.marks}>
      <Shared value={learner.marks}>
        {(marks) => (
          <>
            <p className="font-medium text-slate-900 dark:text-slate-100">
              {t.aps}: {learner.aps ?? '—'}
            </p>
            {marks.length === 0 ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">{t.noMarks}</p>
            ) : (
              <table className="mt-2 w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {t.subject}
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      {t.mark}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {marks.map((mark) => (
                    <tr key={mark.subject} className="border-t border-slate-200 dark:border-slate-800">
                      <td className="py-1 pr-3 break-words">{mark.subject}</td>
                      <td className="py-1">{mark.mark}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </Shared>
    </Part>
  );
}

export function LearnerApplications({ learner }: { learner: CaseloadLearner }) {
  return (
    <Part title={t.applications}>
      <Shared value={learner.applicationList}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{t.noApplicationList}</p>
          ) : (
            <ul className="grid gap-2">
              {list.map((application) => (
                <li key={application.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <p className="font-medium break-words text-slate-900 dark:text-slate-100">
                    {[application.programme, application.institution].filter(Boolean).join(', ') || '—'}
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {statusLabel(application.status)}
                    {application.closesOn && ` · ${t.closesOn(formatIsoDay(application.closesOn))}`}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </Shared>
    </Part>
  );
}

export function LearnerTimeline({ learner }: { learner: CaseloadLearner }) {
  return (
    <Part title={t.timeline} wide>
      {learner.timeline.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.noEvents}</p>
      ) : (
        <ol className="grid gap-3">
          {learner.timeline.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="border-l-2 border-emerald-600 pl-3 dark:border-emerald-400">
              <p className="font-medium text-slate-900 dark:text-slate-100">{entry.what}</p>
              {entry.detail && <p className="text-sm break-words text-slate-800 dark:text-slate-200">{entry.detail}</p>}
              <p className="text-sm text-slate-700 dark:text-slate-300">{formatLongDate(entry.at)}</p>
            </li>
          ))}
        </ol>
      )}
    </Part>
  );
}
