import { appealReasonLabels, appealStatusLabels } from '@kusasa/domain/funding-labels';
import { nsfasLearnerTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { Appeal } from '@kusasa/domain/schemas/funding/common';
import type { NsfasLearner } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { Badge } from '../../components/ui/badge';
import { Card, CardTitle } from '../../components/ui/card';
import { AppealDecisionForm } from './appeal-decision-form';
import { DocumentLink } from './document-link';

/** One appeal: its reason, the learner's explanation and documents, and the decision (or the form to make it). */
export function AppealCard({ learnerId, appeal, onUpdated }: { learnerId: string; appeal: Appeal; onUpdated: (next: NsfasLearner) => void }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{appealReasonLabels[appeal.reason]}</CardTitle>
        <Badge tone={appeal.status === 'submitted' ? 'accent' : appeal.status === 'upheld' ? 'brand' : 'neutral'}>{appealStatusLabels[appeal.status]}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t.submittedOn(formatLongDate(appeal.submittedAt))}
        {appeal.decidedAt && ` · ${t.decidedOn(formatLongDate(appeal.decidedAt))}`}
      </p>
      <h4 className="mt-3 text-sm font-semibold text-slate-600 dark:text-slate-400">{t.explanation}</h4>
      <p className="break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{appeal.explanation}</p>
      <h4 className="mt-3 text-sm font-semibold text-slate-600 dark:text-slate-400">{t.supporting}</h4>
      {appeal.documentIds.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.noSupporting}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-3">
          {appeal.documentIds.map((documentId, index) => (
            <li key={documentId} className="flex items-center gap-2">
              <span className="text-sm">{t.document(index + 1)}</span>
              <DocumentLink learnerId={learnerId} documentId={documentId} label={t.document(index + 1)} />
            </li>
          ))}
        </ul>
      )}
      {appeal.decisionNote && (
        <>
          <h4 className="mt-3 text-sm font-semibold text-slate-600 dark:text-slate-400">{t.decisionNote}</h4>
          <p className="break-words text-slate-900 dark:text-slate-100">{appeal.decisionNote}</p>
        </>
      )}
      {appeal.status === 'submitted' && <AppealDecisionForm appealId={appeal.id} onUpdated={onUpdated} />}
    </Card>
  );
}
