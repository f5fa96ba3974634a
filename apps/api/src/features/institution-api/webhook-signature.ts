import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_RETRY_WINDOW_HOURS } from '@kusasa/domain/rules/admissions';
import { namesInternalHost } from './webhook-address.ts';

// How deliveries are signed and retried. The receiver checks Kusasa-Signature:
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with its secret; during a rotation's
// overlap a second v1 is signed with the previous secret, and either matching is enough.

export const SIGNATURE_HEADER = 'kusasa-signature';
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signatureHeader(body: string, timestamp: number, secrets: readonly string[]): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${hmac(secret, timestamp, body)}`)].join(',');
}

/** Whether the header carries a signature of this body with `secret`, made within `toleranceSeconds` of `now`. */
export function verifySignature(header: string | undefined, body: string, secret: string, now: Date, toleranceSeconds = 300): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body));
  return parts.some(
    ([name, value]) => name === 'v1' && value !== undefined && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
  );
}

/** Delay before the next attempt after `attempts` failed ones: 30 s doubling, at most 2 hours. */
export const deliveryRetryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 2 * 3_600_000);

/** After this many failed attempts a delivery is given up: their delays span the retry window. */
export const DELIVERY_MAX_ATTEMPTS = (() => {
  let total = 0;
  let attempts = 0;
  while (total < WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000) total += deliveryRetryDelayMs(++attempts);
  return attempts + 1;
})();

/** Only https, except http to this machine outside production (development and tests run their receiver there). */
export function isAllowedWebhookUrl(value: string, allowLoopbackHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (namesInternalHost(url, allowLoopbackHttp)) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}
