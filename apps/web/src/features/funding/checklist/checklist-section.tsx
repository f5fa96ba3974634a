import { CERTIFICATION_RULE } from '@kusasa/domain/funding-labels';
import { fundingTexts } from '@kusasa/domain/funding-texts';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { CardSection } from '../../../components/ui/card-section';
import { ChecklistLineItem } from './checklist-line';

const texts = fundingTexts.checklist;

/** The documents that apply to the learner's answers, how many are ready, and the certification rule once. */
export function ChecklistSection({ readiness }: { readiness: FundingReadiness }) {
  const lines = readiness.checklist;
  if (lines.length === 0)
    return (
      <CardSection title={texts.heading}>
        <p className="text-slate-700 dark:text-slate-300">{texts.empty}</p>
      </CardSection>
    );
  const ready = lines.filter((line) => line.document && !line.document.stale).length;
  return (
    <CardSection title={texts.heading}>
      <p className="font-medium text-slate-900 dark:text-slate-100">{texts.progress(ready, lines.length)}</p>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">{CERTIFICATION_RULE}</p>
      <ul className="grid gap-4">
        {lines.map((line) => (
          <ChecklistLineItem key={line.item} line={line} />
        ))}
      </ul>
    </CardSection>
  );
}
