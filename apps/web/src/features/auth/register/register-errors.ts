import { formatListDate } from '@kusasa/domain/rules/dates';
import { fillText, identityTexts, registrationTexts } from '@kusasa/domain/texts';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';

export interface Failure {
  /** Messages for form fields (registration field names). */
  fields: FieldErrors;
  /** A message for the whole form, when the failure belongs to no field. */
  message: string | null;
}

// The identity service names fields as the seeds' verify-id call does.
const identityFieldNames: Record<string, string> = { national_id: 'idNumber', email: 'email', full_name: 'fullName' };

function blockedMessage(error: ApiError): string {
  const until = error.extra.blocked_until;
  return typeof until === 'string' ? fillText(identityTexts.blocked, { dateTime: formatListDate(until) }) : error.message;
}

/** Seed 000 section 8, identity check rows: network, blocked (429), the server's error, or the defaults. */
export function identityFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { fields: {}, message: identityTexts.unexpected };
  if (error.status === 0) return { fields: {}, message: identityTexts.network };
  if (error.status === 429) return { fields: {}, message: blockedMessage(error) };
  if (error.status >= 500) return { fields: {}, message: identityTexts.unexpected };
  const fields: FieldErrors = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const field = identityFieldNames[name];
    if (field) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  // An answer without an error body ('HTTP_4xx') is the seed's "server gives no error".
  return { fields: {}, message: error.code.startsWith('HTTP_') ? identityTexts.failed : error.message };
}

/**
 * The registration call: field errors where the server names fields, else its message or the
 * fallback (seed 000 section 8: 'Registration failed', or the audience's own such as 'Failed to
 * register counselor account').
 */
export function registrationFailure(error: unknown, fallback: string = registrationTexts.fallback): Failure {
  if (!(error instanceof ApiError)) return { fields: {}, message: fallback };
  if (error.status === 429 && typeof error.extra.blocked_until === 'string') return { fields: {}, message: blockedMessage(error) };
  if (Object.keys(error.fields).length > 0) return { fields: error.fields, message: null };
  return { fields: {}, message: error.code.startsWith('HTTP_') ? fallback : error.message };
}
