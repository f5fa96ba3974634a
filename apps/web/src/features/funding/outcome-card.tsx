import { useEffect, useRef } from 'react';
import { NOT_A_PROMISE, outcomeLabels, reasonText } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingAssessmentView } from '@kusasa/domain/schemas/funding/common';
import { cn } from '../../lib/cn';
import { showTimestampDay } from './dates';

const texts = fundingTexts.outcome;
const wordTone = {
  likely: 'text-emerald-800 dark:text-emerald-300',
  maybe: 'text-amber-800 dark:text-amber-300',
  unlikely: 'text-red-800 dark:text-red-300',
} as const;

/** The outcome in one word, why, and what would change it; the rule set and the day in small print. */
export function OutcomeCard({ assessment, takeFocus = false }: { assessment: FundingAssessmentView; takeFocus?: boolean }) {
  const word = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) word.current?.focus();
  }, [takeFocus]);
  const label = outcomeLabels[assessment.outcome];
  const reasons = assessment.reasons.map((reason) => ({ code: reason.code, ...reasonText(reason.code, reason.limitRand) }));
  const changes = [...new Set(reasons.map((reason) => reason.change).filter((change): change is string => change !== null))];

  return (
    <div className="grid gap-4">
      <div>
        <p
          ref={word}
          tabIndex={-1}
          className={cn('text-4xl font-bold tracking-tight focus:outline-none', wordTone[assessment.outcome])}
          data-testid="funding-outcome"
        >
          {label.word}
        </p>
        <p className="mt-2 text-slate-800 dark:text-slate-200">{label.summary}</p>
        <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">{NOT_A_PROMISE}</p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-950 dark:text-white">{texts.whyHeading}</h3>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-slate-800 dark:text-slate-200">
          {reasons.map((reason) => (
            <li key={reason.code}>{reason.text}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-semibold text-slate-950 dark:text-white">{texts.changeHeading}</h3>
        {changes.length > 0 ? (
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-slate-800 dark:text-slate-200">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-800 dark:text-slate-200">{texts.nothingToChange}</p>
        )}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{texts.smallPrint(assessment.ruleVersion, showTimestampDay(assessment.assessedAt))}</p>
    </div>
  );
}
