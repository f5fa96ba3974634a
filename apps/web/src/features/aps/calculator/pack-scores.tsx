import { apsScoreTexts } from '@kusasa/domain/aps-texts';
import { apsCalculatorTexts as texts } from '@kusasa/domain/catalogue-texts';
import { APS_PACKS, scoreUnitLabel } from '@kusasa/domain/rules/aps';
import type { SubjectMark } from '@kusasa/domain/rules/nsc-subject-names';
import { Card } from '../../../components/ui/card';

/** The score under each institution's own rule pack, in that pack's unit (APS, Applicant Score...), with how it is worked out. */
export function PackScores({ marks }: { marks: readonly SubjectMark[] }) {
  return (
    <Card className="p-5" aria-labelledby="aps-packs-title" role="region">
      <h3 id="aps-packs-title" className="text-lg font-semibold text-slate-950 dark:text-white">
        {texts.packsHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{texts.packsNote}</p>
      <ul className="mt-3 grid gap-3">
        {APS_PACKS.map((pack) => {
          const result = pack.score(marks);
          return (
            <li key={pack.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded focus-visible:outline-2 focus-visible:outline-emerald-600">
                  <span className="font-medium text-slate-950 dark:text-white">{pack.name}</span>
                  <span className="font-semibold text-slate-950 dark:text-white" data-testid={`pack-score-${pack.id}`}>
                    {apsScoreTexts.withUnit(scoreUnitLabel(pack.unit), result.score, pack.maxScore)}
                  </span>
                </summary>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{result.explanation}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{pack.notes}</p>
              </details>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
