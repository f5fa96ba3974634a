import { assistantFactTexts as t } from '@kusasa/domain/assistant-texts';
import { requirementOptions } from '@kusasa/domain/rules/eligibility';
import { fillText } from '@kusasa/domain/texts';
import type { ProgrammeFact } from './assistant-facts.ts';

// "Can I use maths lit for BCom Accounting at UJ?": said plainly from the programme's own subject
// requirement. When the requirement names Mathematics and not the subject asked about, that
// subject is not accepted for it; when it names it as an option, it is. No maths requirement in
// the catalogue: nothing is said (the entry on Mathematical Literacy explains the usual rule).

const ALTERNATIVES: readonly [RegExp, string][] = [
  [/\b(maths? ?lit(eracy)?|mathematical literacy|ml|wiskundige geletterdheid)\b/, 'Mathematical Literacy'],
  [/\b(tech(nical)? ?maths?|technical mathematics)\b/, 'Technical Mathematics'],
];

/** The alternatives to Mathematics a question asks about, by their NSC names. */
export function mathsAlternativesAsked(question: string): string[] {
  const text = question.toLowerCase();
  return ALTERNATIVES.filter(([pattern]) => pattern.test(text)).map(([, subject]) => subject);
}

/** Whether each asked alternative counts for the programme, from its Mathematics requirement; null without one. */
export function mathsAcceptedLine(programme: ProgrammeFact, asked: readonly string[]): string | null {
  const maths = programme.subjectMinimums.map(requirementOptions).find((options) => options.some((option) => option.subject === 'Mathematics'));
  if (!maths || asked.length === 0) return null;
  const named = maths.map((option) => option.subject);
  return asked
    .map((subject) =>
      named.includes(subject)
        ? fillText(t.mathsAlternativeAccepted, { subject, programme: programme.name })
        : fillText(t.mathsAlternativeNotAccepted, { subject, programme: programme.name, named: named.join(' or ') }),
    )
    .join(' ');
}
