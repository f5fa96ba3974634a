import type { SponsorshipPurpose } from '@kusasa/domain/rules/sponsors';
import { randToCents } from '@kusasa/domain/rules/rand-input';
import { sponsorshipTexts as texts } from '@kusasa/domain/sponsor-texts';
import { ApiError } from '../../lib/api-client';
import type { FieldErrors } from '../../lib/form-errors';

// The request form's messages: what it checks before sending, and where the API's answer shows.

// The API's field names, and the form field that shows each one's message.
const fieldFor: Record<string, string> = {
  applicationId: 'applicationId',
  requestedAmountCents: 'amount',
  planId: 'planId',
  consent: 'consent',
  purpose: 'purpose',
};

/** The form's own checks, with the amount in cents (null when it is not rand). */
export function checkRequest(values: { applicationId: string; purpose: SponsorshipPurpose; planId: string; amount: string; consent: boolean }): {
  found: FieldErrors;
  cents: number | null;
} {
  const found: FieldErrors = {};
  if (!values.applicationId) found.applicationId = texts.applicationRequired;
  if (values.purpose === 'plan_fee' && !values.planId) found.planId = texts.planRequired;
  const cents = randToCents(values.amount);
  if (!values.amount.trim()) found.amount = texts.amountRequired;
  else if (cents === null) found.amount = texts.amountNotNumber;
  if (!values.consent) found.consent = texts.consentRequired;
  return { found, cents };
}

/** The API's field messages, each beside the form field that shows it. */
export function shownFieldErrors(error: unknown): FieldErrors {
  const shown: FieldErrors = {};
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.fields)) {
      const field = fieldFor[name];
      if (field) shown[field] = message;
    }
  }
  return shown;
}

/**
 * Under the seed's 'Submission error': the server's reason when it is one the learner can act on
 * and no field shows it, else nothing ('').
 */
export function formErrorOf(error: unknown, shown: FieldErrors): string {
  const actionable = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
  return actionable && Object.keys(shown).length === 0 ? error.message : '';
}
