import { admissionTexts } from '@kusasa/domain/admission-texts';
import { institutionApiTexts } from '@kusasa/domain/institution-api-texts';
import type { ApiKey, ApiKeyList, CreateApiKey, CreatedApiKey } from '@kusasa/domain/schemas/institution-api/api-keys';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { hashApiKey, hourStartOf, newApiKey } from './api-key-secrets.ts';
import { createApiKeysRepo, type ApiKeyRow } from './api-keys.repo.ts';

/** Institutions with no active partner subscription get the Basic tier's hourly limit (decision 0405). */
export const DEFAULT_API_TIER = 'basic';
const LIMIT_CACHE_MS = 60_000;

export interface ApiCaller {
  keyId: string;
  institutionId: string;
}

export type RateCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const iso = (at: Date | null) => at?.toISOString() ?? null;
const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: iso(row.lastUsedAt),
  revokedAt: iso(row.revokedAt),
});

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit' | 'institutionMembers'>;

// An institution's API keys (issue 25): made and revoked by its lead, each audited; a key is shown
// once and kept only as its SHA-256. Calls are counted per key per clock hour in api_key_usage,
// so the partner tier's limit holds across every instance.
export function createApiKeysService({ db, clock, audit, institutionMembers }: Deps) {
  const repo = createApiKeysRepo(db);
  const limits = new Map<string, { limit: number | null; until: number }>();

  async function lead(userId: string) {
    return institutionMembers.require(userId, 'manage');
  }

  async function rateLimitOf(institutionId: string): Promise<number | null> {
    const cached = limits.get(institutionId);
    if (cached && cached.until > Date.now()) return cached.limit;
    const members = await institutionMembers.membersOf(institutionId);
    const tier = (await repo.activePartnerTier(members.map((member) => member.userId))) ?? DEFAULT_API_TIER;
    const limit = (await repo.tierRateLimit(tier))?.apiRateLimit ?? null;
    limits.set(institutionId, { limit, until: Date.now() + LIMIT_CACHE_MS });
    return limit;
  }

  return {
    rateLimitOf,

    async create(userId: string, input: CreateApiKey): Promise<CreatedApiKey> {
      const { institutionId } = await lead(userId);
      const { key, prefix, keyHash } = newApiKey();
      const row = await db.transaction(async (tx) => {
        const inserted = await createApiKeysRepo(tx).insert({ institutionId, name: input.name, prefix, keyHash, createdBy: userId, createdAt: clock() });
        await audit.adminAction(
          {
            adminId: userId,
            action: 'INSTITUTION_API_KEY_CREATED',
            message: `API key “${input.name}” created`,
            targetType: 'institution_api_key',
            targetId: inserted.id,
            component: 'institution-api',
            details: { institutionId, prefix },
          },
          tx,
        );
        return inserted;
      });
      return { apiKey: toApiKey(row), key };
    },

    async list(userId: string): Promise<ApiKeyList> {
      const { institutionId } = await lead(userId);
      const rows = await repo.listOf(institutionId);
      return { apiKeys: rows.map(toApiKey), rateLimitPerHour: await rateLimitOf(institutionId) };
    },

    async revoke(userId: string, id: string): Promise<void> {
      const { institutionId } = await lead(userId);
      await db.transaction(async (tx) => {
        const row = await createApiKeysRepo(tx).revoke(institutionId, id, clock());
        if (!row) throw new AppError('NOT_FOUND', institutionApiTexts.apiKeyNotFound);
        await audit.adminAction(
          {
            adminId: userId,
            action: 'INSTITUTION_API_KEY_REVOKED',
            message: `API key “${row.name}” revoked`,
            targetType: 'institution_api_key',
            targetId: id,
            component: 'institution-api',
            details: { institutionId, prefix: row.prefix },
          },
          tx,
        );
      });
    },

    /** The caller behind a bearer key; 401 for a missing, unknown or revoked key. */
    async authenticate(key: string | undefined): Promise<ApiCaller> {
      const row = key ? await repo.byHash(hashApiKey(key)) : undefined;
      if (!row || row.revokedAt) throw new AppError('UNAUTHENTICATED', admissionTexts.apiKeyInvalid);
      await repo.touch(row.id, clock());
      return { keyId: row.id, institutionId: row.institutionId };
    },

    /** Counts the call; refused with the seconds to the next hour once the tier's limit is used up. */
    async countCall(caller: ApiCaller): Promise<RateCheck> {
      const limit = await rateLimitOf(caller.institutionId);
      const now = clock();
      const hourStart = hourStartOf(now);
      const calls = await repo.countCall(caller.keyId, hourStart);
      if (limit === null || calls <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((hourStart.getTime() + 3_600_000 - now.getTime()) / 1000)) };
    },

    /** Housekeeping: counters and idempotent answers older than a week. */
    deleteOld: () => createApiKeysRepo(db).deleteOld(new Date(clock().getTime() - 7 * 24 * 3_600_000)),
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
