import { counselorLinkTexts as t } from '@kusasa/domain/counselor-texts';
import { addDays } from '@kusasa/domain/rules/analytics';
import { COUNSELOR_LINK_WORDING, MAX_LINK_DAYS } from '@kusasa/domain/rules/counselor-links';
import type { LinkTerms } from '@kusasa/domain/schemas/counselors/links';
import { errorTexts } from '@kusasa/domain/texts';
import { AppError } from '../../http/app-error.ts';

/** The wording read must be today's, and the end date between `today` and MAX_LINK_DAYS on. */
export function checkLinkTerms({ version, endsOn }: LinkTerms, today: string): void {
  if (version !== COUNSELOR_LINK_WORDING.version) throw new AppError('CONFLICT', t.wordingChanged);
  if (endsOn < today) throw new AppError('VALIDATION', errorTexts.validation, { endsOn: t.endsOnPast });
  if (endsOn > addDays(today, MAX_LINK_DAYS)) throw new AppError('VALIDATION', errorTexts.validation, { endsOn: t.endsOnTooLate(MAX_LINK_DAYS) });
}

/** What a link stores of the learner's terms: the scopes, the end date, and the wording they agreed to. */
export const agreed = (terms: LinkTerms) => ({
  scopes: terms.scopes,
  endsOn: terms.endsOn,
  version: COUNSELOR_LINK_WORDING.version,
  wording: COUNSELOR_LINK_WORDING.text,
});
