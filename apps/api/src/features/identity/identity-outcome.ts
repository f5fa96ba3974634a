import { formatListDate } from '@kusasa/domain/rules/dates';
import { parseSaId } from '@kusasa/domain/rules/sa-id';
import { fillText, identityTexts, validationTexts } from '@kusasa/domain/texts';
import { IdentityUnavailableError, type IdentityCheckRequest, type IdentityVerifier } from '../../adapters/identity/identity-verifier.ts';
import type { ThrottleBlock } from '../../core/throttle/throttle.service.ts';
import { AppError } from '../../http/app-error.ts';

// What one check came to, before Kusasa's own rules (blocking, logging) act on it.

export type Failure = 'invalid_length' | 'invalid' | 'already_registered' | 'name_mismatch' | 'deceased' | 'not_found';

/**
 * Why an account was made without a passed check (registration only, decision 0417): Home
 * Affairs has the number under another name, or the bureau could not answer. The account stays
 * unverified, with this reason in its verification log, and the learner can retry.
 */
export const UNCONFIRMED_REASONS = ['name_mismatch', 'identity_check_unavailable'] as const;
export type UnconfirmedReason = (typeof UNCONFIRMED_REASONS)[number];

export type Outcome =
  | { kind: 'passed'; dateOfBirth: string; reference?: string }
  | { kind: 'refused'; reason: string; failure: Failure }
  | { kind: 'unconfirmed'; dateOfBirth: string; reason: UnconfirmedReason };

/** A verifier's verdict as an outcome; `allowUnconfirmed` lets a mismatch or an unavailable bureau through unverified. */
export async function verdictOutcome(verifier: IdentityVerifier, request: IdentityCheckRequest, at: Date, allowUnconfirmed: boolean): Promise<Outcome> {
  let verdict;
  try {
    verdict = await verifier.verify(request, at);
  } catch (error) {
    const parsed = parseSaId(request.idNumber, at);
    if (error instanceof IdentityUnavailableError && allowUnconfirmed && parsed.ok) {
      return { kind: 'unconfirmed', dateOfBirth: parsed.dateOfBirth, reason: 'identity_check_unavailable' };
    }
    const message = error instanceof IdentityUnavailableError ? identityTexts.bureauUnavailable : identityTexts.unexpected;
    throw new AppError('UNAVAILABLE', message, undefined, { cause: error });
  }
  if (verdict.ok) return { kind: 'passed', dateOfBirth: verdict.dateOfBirth, ...(verdict.reference ? { reference: verdict.reference } : {}) };
  if (verdict.reason === 'name_mismatch' && allowUnconfirmed) {
    const parsed = parseSaId(request.idNumber, at);
    if (parsed.ok) return { kind: 'unconfirmed', dateOfBirth: parsed.dateOfBirth, reason: 'name_mismatch' };
  }
  return { kind: 'refused', reason: verdict.reason, failure: failureOf(verdict.reason) };
}

function failureOf(reason: string): Failure {
  if (reason === 'not_13_digits') return 'invalid_length';
  if (reason === 'name_mismatch' || reason === 'deceased' || reason === 'not_found') return reason;
  return 'invalid';
}

export function blockedError(block: ThrottleBlock): AppError {
  const message = fillText(identityTexts.blocked, { dateTime: formatListDate(block.until) });
  return new AppError('RATE_LIMITED', message, undefined, { extra: { blockedUntil: block.until.toISOString(), attempts: block.attempts } });
}

const FAILURE_MESSAGES: Record<Failure, string> = {
  invalid_length: validationTexts.idNumberLength,
  invalid: validationTexts.idNumberInvalid,
  already_registered: identityTexts.alreadyRegistered,
  name_mismatch: identityTexts.nameMismatch,
  not_found: identityTexts.notFound,
  // Never "deceased" to the person: the reason is for admins (verification log and audit).
  deceased: identityTexts.needsHelp,
};

export function failureError(failure: Failure, field: string, attempts: number): AppError {
  const message = FAILURE_MESSAGES[failure];
  return new AppError(failure === 'already_registered' ? 'CONFLICT' : 'VALIDATION', message, { [field]: message }, { extra: { attempts } });
}
