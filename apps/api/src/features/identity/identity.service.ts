import type { IdentityVerifier } from '../../adapters/identity/identity-verifier.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createIdentityChecks } from './identity-checks.ts';
import { createIdentityRepo } from './identity.repo.ts';
import { createIdentityRetry } from './identity-retry.ts';

/** A registration links its check within seconds; a quarter of an hour is generous. */
export const UNCLAIMED_AFTER_MS = 15 * 60_000;

export interface IdentityServiceDeps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'throttle'> {
  verifier: IdentityVerifier;
  users: Pick<UsersService, 'byIdNumber' | 'personalDetails' | 'markIdVerified'>;
}

// Identity: the throttled check (identity-checks.ts), the verification-required screen's retry
// (identity-retry.ts) and the housekeeping of checks no account took.
export function createIdentityService(deps: IdentityServiceDeps) {
  const repo = createIdentityRepo(deps.db);
  const { check, verify } = createIdentityChecks(deps);

  return {
    verify,
    check,

    /**
     * Housekeeping: a verified check that no account took within UNCLAIMED_AFTER_MS (the
     * registration failed after it) becomes 'unclaimed', so it is never linked to another account.
     */
    retireUnclaimed: () => repo.retireUnclaimed(new Date(deps.clock().getTime() - UNCLAIMED_AFTER_MS)),

    /** The verification-required screen's retry (seed 000). */
    retry: createIdentityRetry(deps, { verify }),
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
