import type { PlanId } from './plan-data.ts';

// Form auto-fill (issue 31: Essential sells it): a new application's Grade 12 results come filled in
// from the learner's profile, one subject per line as the form asks, and the learner only checks them.

/** The cheapest plan that fills the form in; every dearer plan does too. */
export const FORM_AUTOFILL_PLAN: PlanId = 'essential';

/** 'Mathematics 72%' per line, in the profile's order; null without marks to fill in. */
export function grade12ResultsFromMarks(subjects: readonly { subject: string; mark: number }[]): string | null {
  return subjects.length === 0 ? null : subjects.map(({ subject, mark }) => `${subject} ${mark}%`).join('\n');
}
