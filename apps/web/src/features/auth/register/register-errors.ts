import { identityTexts } from '@kusasa/domain/texts';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { type Failure, blockedMessage } from '../../../lib/registration-failure';

// The identity service names fields as the seeds' verify-id call does.
const identityFieldNames: Record<string, string> = { national_id: 'idNumber', email: 'email', full_name: 'fullName' };

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
