import { createHash } from 'node:crypto';
import { lastFourDigits } from '@kusasa/domain/rules/sa-id';
import type { IdentityCheckRequest, IdentityVerifier } from '../../adapters/identity/identity-verifier.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { ThrottleRule } from '../../core/throttle/throttle.service.ts';
import type { RecordedIdentityCheck } from '../../core/users/identity-check.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Executor } from '../../db/database.ts';
import { createIdentityRepo } from './identity.repo.ts';
import { blockedError, failureError, verdictOutcome, type Outcome, type UnconfirmedReason } from './identity-outcome.ts';

/** 5 failed checks for one ID number, or from one address, within 15 minutes block it for 15 minutes. */
export const IDENTITY_THROTTLE: ThrottleRule = { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

export interface RequestContext {
  ip: string;
  userAgent?: string;
}

export interface IdentityCheckDeps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'throttle'> {
  verifier: IdentityVerifier;
  users: Pick<UsersService, 'byIdNumber'>;
}

export interface CheckOptions {
  /** The form field errors point at. */
  field?: string;
  /** false: do not say "already registered to another account" (the signed-out check, issue 11). */
  refuseHeld?: boolean;
  /**
   * true (registration): a bureau's name mismatch or no answer at all does not refuse; the account
   * is made unverified with the reason (decision 0417). Elsewhere they refuse (VALIDATION / UNAVAILABLE).
   */
  allowUnconfirmed?: boolean;
}

/** A check that passed (or, with allowUnconfirmed, did not refuse); its log row is written only by `record`. */
export interface PassedCheck {
  dateOfBirth: string;
  /** What the pass proves, for the account's record (issue 32); null when it did not pass (`unconfirmed` says why). */
  check: RecordedIdentityCheck | null;
  unconfirmed: UnconfirmedReason | null;
  /**
   * Writes the check's log row ("verified", or "failed" with the unconfirmed reason) with
   * `executor` (the caller's transaction), linked to `userId` when given; returns its id.
   */
  record(executor: Executor, userId?: string): Promise<string>;
  /** The account was not made after all: the check is logged as failed with `reason`, never left verified. */
  abandon(reason: string): Promise<void>;
}

// One identity check against the verifier: throttled per ID number and address, every refusal
// logged at once, a pass logged by its caller.
export function createIdentityChecks({ db, clock, verifier, throttle, audit, users }: IdentityCheckDeps) {
  const repo = createIdentityRepo(db);

  async function judge(request: IdentityCheckRequest, at: Date, refuseHeld: boolean, allowUnconfirmed: boolean): Promise<Outcome> {
    const outcome = await verdictOutcome(verifier, request, at, allowUnconfirmed);
    // One account per person: an ID number registered to another account is refused.
    if (outcome.kind !== 'passed' || !refuseHeld) return outcome;
    const holder = await users.byIdNumber(request.idNumber);
    if (holder && holder.email.toLowerCase() !== request.email.toLowerCase()) {
      return { kind: 'refused', reason: 'already_registered', failure: 'already_registered' };
    }
    return outcome;
  }

  /**
   * Checks an ID number for the person with this email, or throws: VALIDATION / CONFLICT for a
   * refusal (counted towards blocking), RATE_LIMITED while blocked, UNAVAILABLE when the
   * verifier cannot answer. Refusals are logged at once; a pass is logged by the caller through
   * `record`, so a registration writes its one verified row inside its own transaction.
   * `refuseHeld: false` skips "already registered to another account": a signed-out caller with
   * nothing but an ID number must not learn that it has an account (issue 11); registration says
   * it, once the rest of the form is valid.
   */
  async function check(
    request: IdentityCheckRequest,
    context: RequestContext,
    { field = 'idNumber', refuseHeld = true, allowUnconfirmed = false }: CheckOptions = {},
  ): Promise<PassedCheck> {
    const idNumber = request.idNumber.trim();
    const keys = [
      { scope: 'identity:id-number', subject: createHash('sha256').update(`sa-id:${idNumber}`).digest('hex') },
      { scope: 'identity:ip', subject: context.ip },
    ];
    const log = { nationalIdLast4: lastFourDigits(idNumber), email: request.email, ip: context.ip, createdAt: clock() };

    const block = await throttle.blockOf(keys);
    if (block) {
      await repo.insertLog({ ...log, result: 'blocked', reason: 'too_many_attempts' });
      await audit.security({
        action: 'identity_check_blocked',
        message: 'Identity check refused: too many failed attempts',
        severity: 'warning',
        component: 'identity',
        details: { national_id_last4: log.nationalIdLast4, email: request.email, ip: context.ip, blocked_until: block.until.toISOString() },
      });
      throw blockedError(block);
    }

    const outcome = await judge({ ...request, idNumber }, log.createdAt, refuseHeld, allowUnconfirmed);
    if (outcome.kind !== 'refused') {
      const passed = outcome.kind === 'passed';
      const row = passed ? { ...log, result: 'verified' as const } : { ...log, result: 'failed' as const, reason: outcome.reason };
      return {
        dateOfBirth: outcome.dateOfBirth,
        check: passed ? recordedCheck(outcome.reference) : null,
        unconfirmed: passed ? null : outcome.reason,
        record: (executor, userId) => createIdentityRepo(executor).insertLog({ ...row, userId: userId ?? null }),
        abandon: async (reason) => {
          await repo.insertLog({ ...log, result: 'failed', reason: passed ? reason : `${outcome.reason}; ${reason}` });
        },
      };
    }
    await repo.insertLog({ ...log, result: 'failed', reason: outcome.reason });
    const { attempts } = await throttle.hit(keys.map((key) => ({ ...key, rule: IDENTITY_THROTTLE })));
    throw failureError(outcome.failure, field, attempts);
  }

  /** The check, its verified row written at once (the signed-out check and the retry). */
  async function verify(
    request: IdentityCheckRequest,
    context: RequestContext,
    options: CheckOptions = {},
  ): Promise<{ dateOfBirth: string; check: RecordedIdentityCheck; logId: string }> {
    const passed = await check(request, context, { ...options, allowUnconfirmed: false });
    // Without allowUnconfirmed a check that returns has passed.
    if (!passed.check) throw new Error('an identity check returned without passing');
    return { dateOfBirth: passed.dateOfBirth, check: passed.check, logId: await passed.record(db) };
  }

  function recordedCheck(reference: string | undefined): RecordedIdentityCheck {
    return verifier.method === 'bureau' ? { method: 'bureau', bureau: verifier.name, reference: reference ?? null } : { method: 'id-number-format' };
  }

  return { check, verify };
}
export type IdentityChecks = ReturnType<typeof createIdentityChecks>;
