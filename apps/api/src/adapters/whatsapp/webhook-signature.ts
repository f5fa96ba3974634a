import { createHmac, timingSafeEqual } from 'node:crypto';

// Meta signs each webhook POST: X-Hub-Signature-256 is 'sha256=' and the hex HMAC-SHA256 of the
// raw body under the app secret. It must be checked against the bytes as sent: JSON parsed and
// written again may differ (spacing, escapes such as \u00e9), and the signature with it.

export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

/** The header's value for this body: what Meta sends (and what tests sign with). */
export function signWebhookBody(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether the header is Meta's signature of exactly these bytes; a missing or malformed header is false. */
export function verifyWebhookSignature(appSecret: string, rawBody: Buffer | string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}
