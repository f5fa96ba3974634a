import { createHash } from 'node:crypto';
import { lastFourDigits, parseSaId } from '@kusasa/domain/rules/sa-id';
import {
  BUREAU_REFUSALS,
  IdentityUnavailableError,
  type IdentityCheckRequest,
  type IdentityVerdict,
  type IdentityVerifier,
} from '../../adapters/identity/identity-verifier.ts';
import type { Kernel } from '../../core/kernel.ts';
import { createBureauCacheRepo, type BureauCacheKey, type BureauOutcome, type CachedBureauAnswer } from './bureau-cache.repo.ts';

// A bureau's answers cost money and say something about a real person (decision 0417). This
// wraps a bureau verifier so that (1) an answer for the same ID number and name within `cacheMs`
// is reused instead of paid for again, and (2) every answer, reused or fresh, and every failure to
// answer is audit-logged with the bureau's reference and the ID number's last four digits only.

export interface BureauChecksDeps extends Pick<Kernel, 'db' | 'clock' | 'audit'> {
  verifier: IdentityVerifier;
  /** How long an answer is reused; 0 never reuses. */
  cacheMs: number;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** The cache key: the ID number's and the normalised name's digests, never the values. */
export function bureauCacheKey(bureau: string, idNumber: string, fullName: string | undefined): BureauCacheKey {
  const name = (fullName ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return { bureau, idNumberHash: digest(`sa-id:${idNumber}`), nameHash: digest(`name:${name}`) };
}

function outcomeOf(verdict: IdentityVerdict): BureauOutcome | null {
  if (verdict.ok) return 'match';
  return (BUREAU_REFUSALS as readonly string[]).includes(verdict.reason) ? (verdict.reason as BureauOutcome) : null;
}

function verdictOf(answer: CachedBureauAnswer, request: IdentityCheckRequest, at: Date): IdentityVerdict {
  const reference = answer.reference ?? undefined;
  if (answer.outcome !== 'match') return { ok: false, reason: answer.outcome, ...(reference ? { reference } : {}) };
  const parsed = parseSaId(request.idNumber, at);
  // A cached match was for a number that parsed; a rule change since then refuses it afresh.
  return parsed.ok ? { ok: true, dateOfBirth: parsed.dateOfBirth, ...(reference ? { reference } : {}) } : { ok: false, reason: parsed.reason };
}

export function withBureauChecks({ verifier, db, clock, audit, cacheMs }: BureauChecksDeps): IdentityVerifier & { tidy(): Promise<number> } {
  const repo = createBureauCacheRepo(db);

  async function record(request: IdentityCheckRequest, outcome: BureauOutcome, reference: string | null, fromCache: boolean) {
    await audit.security({
      action: 'identity_bureau_answer',
      message: `${verifier.name} answered ${outcome}${fromCache ? ' (reused)' : ''}`,
      severity: outcome === 'match' ? 'info' : 'warning',
      component: 'identity',
      details: { bureau: verifier.name, outcome, reference, from_cache: fromCache, national_id_last4: lastFourDigits(request.idNumber) },
    });
  }

  return {
    name: verifier.name,
    method: verifier.method,
    async verify(request, at) {
      const key = bureauCacheKey(verifier.name, request.idNumber, request.fullName);
      const cached = cacheMs > 0 ? await repo.find(key) : undefined;
      if (cached && at.getTime() - cached.checkedAt.getTime() < cacheMs) {
        await record(request, cached.outcome, cached.reference, true);
        return verdictOf(cached, request, at);
      }
      let verdict: IdentityVerdict;
      try {
        verdict = await verifier.verify(request, at);
      } catch (error) {
        if (error instanceof IdentityUnavailableError) {
          await audit.security({
            action: 'identity_bureau_unavailable',
            message: error.message,
            // A refused key is the operator's to fix; a slow or down bureau passes by itself.
            severity: error.kind === 'unauthorized' ? 'error' : 'warning',
            component: 'identity',
            details: { bureau: verifier.name, kind: error.kind, national_id_last4: lastFourDigits(request.idNumber) },
          });
        }
        throw error;
      }
      const outcome = outcomeOf(verdict);
      // Only the bureau's own answers are kept; a number refused before any call is not.
      if (outcome && verdict.reference) {
        await repo.save(key, { outcome, reference: verdict.reference, checkedAt: at });
        await record(request, outcome, verdict.reference, false);
      }
      return verdict;
    },
    tidy: () => repo.deleteCheckedBefore(new Date(clock().getTime() - cacheMs)),
  };
}
