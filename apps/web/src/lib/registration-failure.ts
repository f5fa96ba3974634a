import { formatListDate } from '@kusasa/domain/rules/dates';
import { fillText, identityTexts, registrationTexts } from '@kusasa/domain/texts';
import { ApiError } from './api-client';
import type { FieldErrors } from './form-errors';

// What a failed registration says, for the learner's registration (features/auth) and the other
// audiences' (features/audience-registration), which answer the same way.

export interface Failure {
  /** Messages for form fields (registration field names). */
  fields: FieldErrors;
  /** A message for the whole form, when the failure belongs to no field. */
  message: string | null;
}

/** Too many attempts (429): until when, in the learner's words, else the server's message. */
export function blockedMessage(error: ApiError): string {
  const until = error.extra.blockedUntil;
  return typeof until === 'string' ? fillText(identityTexts.blocked, { dateTime: formatListDate(until) }) : error.message;
}

/**
 * The registration call: field errors where the server names fields, else its message or the
 * fallback (seed 000 section 8: 'Registration failed', or the audience's own such as 'Failed to
 * register counselor account').
 */
export function registrationFailure(error: unknown, fallback: string = registrationTexts.fallback): Failure {
  if (!(error instanceof ApiError)) return { fields: {}, message: fallback };
  if (error.status === 429 && typeof error.extra.blockedUntil === 'string') return { fields: {}, message: blockedMessage(error) };
  if (Object.keys(error.fields).length > 0) return { fields: error.fields, message: null };
  return { fields: {}, message: error.code.startsWith('HTTP_') ? fallback : error.message };
}
