import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Signed "this form was handed out at" tokens for public forms: a bot that posts without loading
// the form, alters the time or posts faster than a person can type is told apart without a
// third-party captcha. The token names its purpose, so one form's token is no good for another.

export type FormTokenVerdict = 'ok' | 'too-fast' | 'invalid';

export interface FormTokens {
  issue(now: Date): string;
  check(token: string, now: Date): FormTokenVerdict;
}

/** Clocks of two instances may differ a little; a token from slightly in the future is fine. */
const CLOCK_SKEW_MS = 30_000;

export function createFormTokens(secret: string | undefined, purpose: string, { minAgeMs, maxAgeMs }: { minAgeMs: number; maxAgeMs: number }): FormTokens {
  const key = secret ?? randomBytes(32).toString('hex');
  const mac = (body: string) => createHmac('sha256', key).update(`form-token:${purpose}:${body}`).digest('base64url');

  return {
    issue(now) {
      const body = `${now.getTime()}.${randomBytes(9).toString('base64url')}`;
      return `${body}.${mac(body)}`;
    },
    check(token, now) {
      const parts = token.split('.');
      if (parts.length !== 3) return 'invalid';
      const [issued = '', nonce = '', signature = ''] = parts;
      if (!/^\d{1,16}$/.test(issued)) return 'invalid';
      const expected = Buffer.from(mac(`${issued}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      const age = now.getTime() - Number(issued);
      if (age > maxAgeMs || age < -CLOCK_SKEW_MS) return 'invalid';
      return age < minAgeMs ? 'too-fast' : 'ok';
    },
  };
}
