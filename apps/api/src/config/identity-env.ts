import { z } from 'zod';
import { ConfigError } from './env-support.ts';

// Who checks a learner's ID number (decision 0417). Unset, the built-in verifier checks the
// number's structure, date of birth and check digit, offline. IDENTITY_BUREAU=youverify has
// Home Affairs confirm name, surname and ID number through Youverify's API.

export const identityEnv = {
  IDENTITY_BUREAU: z.enum(['youverify'], { error: 'must be youverify (or unset for the built-in check)' }).optional(),
  IDENTITY_BUREAU_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL such as https://api.youverify.co' }).optional(),
  IDENTITY_BUREAU_API_KEY: z.string().min(1).optional(),
  IDENTITY_BUREAU_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(500, 'must be at least 500')
    .max(60_000, 'must be at most 60000')
    .default(10_000),
  // A bureau's answer for an ID number and name is reused for this long instead of paying again.
  IDENTITY_BUREAU_CACHE_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .min(0, 'must be 0 (no reuse) or more')
    .max(365, 'must be at most 365')
    .default(30),
};
type IdentityEnv = z.infer<z.ZodObject<typeof identityEnv>>;

/** `bureau` null: the built-in verifier. `cacheMs`: how long a bureau's answer is reused. */
export interface IdentityConfig {
  bureau: { name: 'youverify'; url: string; apiKey: string; timeoutMs: number } | null;
  cacheMs: number;
}

export function identityConfig(e: IdentityEnv): IdentityConfig {
  const cacheMs = e.IDENTITY_BUREAU_CACHE_DAYS * 24 * 60 * 60_000;
  if (e.IDENTITY_BUREAU === undefined) {
    // Half a setup is refused rather than silently checked by the built-in verifier.
    if (e.IDENTITY_BUREAU_URL !== undefined || e.IDENTITY_BUREAU_API_KEY !== undefined)
      throw new ConfigError('IDENTITY_BUREAU', 'IDENTITY_BUREAU must be set (to youverify) when IDENTITY_BUREAU_URL or IDENTITY_BUREAU_API_KEY is');
    return { bureau: null, cacheMs };
  }
  if (e.IDENTITY_BUREAU_URL === undefined) throw new ConfigError('IDENTITY_BUREAU_URL', 'IDENTITY_BUREAU_URL must be set together with IDENTITY_BUREAU');
  if (e.IDENTITY_BUREAU_API_KEY === undefined)
    throw new ConfigError('IDENTITY_BUREAU_API_KEY', 'IDENTITY_BUREAU_API_KEY must be set together with IDENTITY_BUREAU');
  return {
    bureau: { name: e.IDENTITY_BUREAU, url: e.IDENTITY_BUREAU_URL, apiKey: e.IDENTITY_BUREAU_API_KEY, timeoutMs: e.IDENTITY_BUREAU_TIMEOUT_MS },
    cacheMs,
  };
}
