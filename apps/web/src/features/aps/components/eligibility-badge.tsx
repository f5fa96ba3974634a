import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { apsScoreTexts } from '@kusasa/domain/aps-texts';
import { programmeListTexts } from '@kusasa/domain/catalogue-texts';
import type { ProgrammeEligibility } from '@kusasa/domain/schemas/my-aps';
import { cn } from '../../../lib/cn';

const styles = {
  meets: { icon: CircleCheck, className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' },
  nearly: { icon: CircleDashed, className: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100' },
  does_not_meet: { icon: CircleX, className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' },
} as const;

export type EligibilityMarkProps = Pick<ProgrammeEligibility, 'status' | 'texts'> & Partial<Pick<ProgrammeEligibility, 'score' | 'maxScore' | 'unitLabel'>>;

/**
 * Meets / Nearly meets / Does not meet, with the reasons as a list (colour is never the only cue),
 * and, when the server sent it, the learner's score under the programme's rule in its own unit.
 */
export function EligibilityMark({ status, texts, score, maxScore, unitLabel }: EligibilityMarkProps) {
  const { icon: Icon, className } = styles[status];
  return (
    <div className="mt-3">
      <span className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', className)}>
        <Icon aria-hidden="true" className="size-4" />
        {programmeListTexts.eligibilityBadge[status]}
      </span>
      {score !== undefined && maxScore !== undefined && unitLabel !== undefined && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{programmeListTexts.learnerScore(apsScoreTexts.withUnit(unitLabel, score, maxScore))}</p>
      )}
      {texts.length > 0 && (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
