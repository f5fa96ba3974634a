import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX_LENGTH } from '@kusasa/domain/rules/admissions';

/** Every key starts with this, so a leaked one is easy to recognise (and to search for in code). */
export const API_KEY_MARK = 'kus_live_';

/** A new key: 32 random bytes after the mark; only its SHA-256 is stored. */
export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_MARK}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX_LENGTH), keyHash: hashApiKey(key) };
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The key of `Authorization: Bearer <key>`, or undefined. */
export function bearerKey(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{10,200})\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The start of the clock hour `at` falls in: calls are counted per key per hour. */
export const hourStartOf = (at: Date): Date => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
