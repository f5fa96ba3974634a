import { lastFourDigits } from '@kusasa/domain/rules/sa-id';
import { identityTexts } from '@kusasa/domain/texts';
import type { Kernel } from '../../core/kernel.ts';
import type { RecordedIdentityCheck } from '../../core/users/identity-check.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { createIdentityRepo } from './identity.repo.ts';
import type { IdentityChecks, RequestContext } from './identity-checks.ts';

export interface IdentityRetryDeps extends Pick<Kernel, 'db' | 'clock' | 'audit'> {
  users: Pick<UsersService, 'personalDetails' | 'markIdVerified'>;
}

/**
 * The verification-required screen's retry (seed 000): the same check, with the same blocking,
 * on the account's stored ID number (or `idNumber` when none is stored). Success marks the
 * account verified and links the check's log entry to it.
 */
export function createIdentityRetry({ db, clock, audit, users }: IdentityRetryDeps, { verify }: Pick<IdentityChecks, 'verify'>) {
  return async function retry(userId: string, body: { idNumber?: string | undefined } | null | undefined, context: RequestContext): Promise<void> {
    const user = await users.personalDetails(userId);
    if (user?.idVerified) return;
    const idNumber = user?.idNumber ?? body?.idNumber?.trim();
    if (!user?.email || !idNumber) {
      throw new AppError('VALIDATION', identityTexts.missingUserInformation, { idNumber: identityTexts.missingUserInformation });
    }

    let verified: { logId: string; check: RecordedIdentityCheck };
    try {
      verified = await verify(
        {
          idNumber,
          email: user.email,
          ...(user.fullName ? { fullName: user.fullName } : {}),
          ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
        },
        context,
        { field: 'idNumber' },
      );
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'VALIDATION' && error.code !== 'CONFLICT')) throw error;
      await audit.security({
        action: 'identity_retry_failed',
        message: 'Verification retry failed',
        severity: 'warning',
        component: 'identity',
        userId,
        details: { national_id_last4: lastFourDigits(idNumber), ip: context.ip },
      });
      // The seed's retry message; the field keeps the precise reason.
      throw new AppError(error.code, identityTexts.retryFailed, error.fields, error.extra ? { extra: error.extra } : {});
    }

    try {
      // The account keeps the ID number it was verified with, and the check's log entry becomes its own.
      await db.transaction(async (tx) => {
        await users.markIdVerified(userId, idNumber, verified.check, clock(), tx);
        await createIdentityRepo(tx).linkLog(verified.logId, userId);
      });
    } catch (error) {
      // Another account took this ID number between the check and now.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', identityTexts.retryFailed, { idNumber: identityTexts.alreadyRegistered }, { cause: error });
      throw error;
    }
    await audit.security({
      action: 'identity_verified',
      message: 'Identity verified on retry',
      severity: 'info',
      component: 'identity',
      userId,
      details: { national_id_last4: lastFourDigits(idNumber), ip: context.ip },
    });
  };
}
