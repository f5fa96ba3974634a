import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Short-lived links to one stored file: the token names the document and its expiry and carries an
// HMAC of both, so it cannot be altered or extended. Whoever holds a valid token may read the file.

export interface LinkSigner {
  /** A token for this subject (a document id) that stops working at `expiresAt`. */
  sign(subject: string, expiresAt: Date): string;
  /** The subject when the token is intact and not expired at `now`, else null. */
  verify(token: string, now: Date): string | null;
}

export function createLinkSigner(secret: string | undefined): LinkSigner {
  const key = secret ?? randomBytes(32).toString('hex');
  const mac = (body: string) => createHmac('sha256', key).update(`file-link:${body}`).digest('base64url');

  return {
    sign(subject, expiresAt) {
      const body = `${subject}.${expiresAt.getTime()}`;
      return `${body}.${mac(body)}`;
    },
    verify(token, now) {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [subject = '', expires = '', signature = ''] = parts;
      if (!/^\d{1,16}$/.test(expires)) return null;
      const expected = Buffer.from(mac(`${subject}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Number(expires) > now.getTime() ? subject : null;
    },
  };
}
