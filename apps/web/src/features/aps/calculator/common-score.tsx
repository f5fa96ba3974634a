import { apsScoreTexts } from '@kusasa/domain/aps-texts';
import { apsCalculatorTexts as texts } from '@kusasa/domain/catalogue-texts';
import { apsPackById } from '@kusasa/domain/rules/aps';
import { nscLevel } from '@kusasa/domain/rules/nsc-levels';
import { sameSubject, type SubjectMark } from '@kusasa/domain/rules/nsc-subject-names';
import { Card } from '../../../components/ui/card';

const common = apsPackById('common')!;

/** The APS by the common rule (out of 42), which subjects counted and which did not. */
export function CommonScore({ marks }: { marks: readonly SubjectMark[] }) {
  const result = common.score(marks);
  const notCounted = marks.filter((entry) => !result.countedSubjects.some((counted) => sameSubject(counted.subject, entry.subject)));
  return (
    <Card className="p-5" aria-labelledby="aps-common-title" role="region">
      <h3 id="aps-common-title" className="text-lg font-semibold text-slate-950 dark:text-white">
        {texts.apsHeading}
      </h3>
      <p className="mt-2 text-4xl font-bold text-slate-950 dark:text-white" data-testid="aps-score">
        {result.score} <span className="text-xl font-semibold text-slate-600 dark:text-slate-400">/ {common.maxScore}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{texts.apsRule}</p>
      {marks.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">{texts.noneCounted}</p>
      ) : (
        <>
          <h4 className="mt-4 font-semibold text-slate-900 dark:text-slate-100">{texts.countedHeading}</h4>
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {result.countedSubjects.map((entry) => (
              <li key={entry.subject} className="flex flex-wrap justify-between gap-x-4 py-1.5">
                <span className="text-slate-950 dark:text-white">
                  {entry.subject} ({entry.mark}%)
                </span>
                <span className="text-slate-700 dark:text-slate-300">{texts.level(nscLevel(entry.mark), entry.points)}</span>
              </li>
            ))}
            {notCounted.map((entry) => (
              <li key={entry.subject} className="flex flex-wrap justify-between gap-x-4 py-1.5 text-slate-600 dark:text-slate-400">
                <span>
                  {entry.subject} ({entry.mark}%)
                </span>
                <span>{texts.notCounted}</span>
              </li>
            ))}
          </ul>
          {result.countedSubjects.length < 6 && (
            <p className="mt-2 text-sm text-amber-900 dark:text-amber-200">{apsScoreTexts.fewerSubjects(result.countedSubjects.length, 6)}</p>
          )}
        </>
      )}
    </Card>
  );
}
