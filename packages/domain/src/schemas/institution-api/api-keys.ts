import { z } from 'zod';
import { timestamp } from './common.ts';

// Session routes for the institution's lead (403 for anyone else):
// POST   /api/institution/api-keys      body createApiKeySchema -> 201 createdApiKeySchema (the key, shown once)
// GET    /api/institution/api-keys      -> apiKeyListSchema (revoked keys too, newest first)
// DELETE /api/institution/api-keys/:id  -> 204; another institution's key 404

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; never enough to use it. */
  prefix: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeySchema = z.object({ name: z.string().trim().min(2).max(80) });
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

export const createdApiKeySchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({
  apiKeys: z.array(apiKeySchema),
  /** Calls an hour each key may make (the partner tier's api_rate_limit); null is unlimited. */
  rateLimitPerHour: z.int().nullable(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;
