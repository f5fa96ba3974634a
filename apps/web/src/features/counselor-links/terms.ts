import { COUNSELOR_LINK_WORDING, type CounselorScope, MAX_LINK_DAYS } from '@kusasa/domain/rules/counselor-links';
import { counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { type LinkTerms, linkTermsSchema } from '@kusasa/domain/schemas/counselors/links';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors';

/** What the learner chose in the form: the scopes ticked and the last day. */
export interface TermsValues {
  scopes: CounselorScope[];
  endsOn: string;
}

/** Today's SA calendar day, 'YYYY-MM-DD'. */
export const todaySa = (): string => isoCalendarDateIn(new Date());

/** The day `days` after `day` (both 'YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The latest end date the learner may choose. */
export const latestEnd = (today: string) => addDays(today, MAX_LINK_DAYS);

/** The terms to send, with the version of the wording shown; or the messages per field. */
export function parseTerms(values: TermsValues, today = todaySa()): { terms: LinkTerms } | { errors: FieldErrors } {
  const parsed = linkTermsSchema.safeParse({ ...values, version: COUNSELOR_LINK_WORDING.version });
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
  if (!errors.endsOn && (values.endsOn < today || values.endsOn > latestEnd(today))) errors.endsOn = counselorLinkTexts.terms.endsOnError;
  if (errors.endsOn) errors.endsOn = counselorLinkTexts.terms.endsOnError;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { terms: parsed.data };
}
