import { formatListDate } from '@kusasa/domain/rules/dates';
import { fillText, identityTexts } from '@kusasa/domain/texts';
import { ApiError } from '../../../lib/api-client';

export interface RetryFailure {
  message: string;
  /** The precise reason for the ID number, when the server gives one. */
  idNumberError?: string;
  /** The server has no ID number for this account: the user must type it. */
  needsIdNumber: boolean;
}

/** Seed 000 section 8: retry failure, missing data, blocked (429), network, or the default. */
export function retryFailure(error: unknown): RetryFailure {
  if (!(error instanceof ApiError) || error.status >= 500) return { message: identityTexts.unexpected, needsIdNumber: false };
  if (error.status === 0) return { message: identityTexts.network, needsIdNumber: false };
  if (error.status === 429) {
    const until = error.extra.blockedUntil;
    return { message: typeof until === 'string' ? fillText(identityTexts.blocked, { dateTime: formatListDate(until) }) : error.message, needsIdNumber: false };
  }
  if (error.status === 401) return { message: identityTexts.missingUserInformation, needsIdNumber: false };
  const idNumberError = error.fields.idNumber;
  const needsIdNumber = idNumberError === identityTexts.missingUserInformation;
  const message = error.code.startsWith('HTTP_') ? identityTexts.retryFailed : error.message;
  return { message, needsIdNumber, ...(idNumberError && idNumberError !== message ? { idNumberError } : {}) };
}
