import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = '0123456789abcdef0123456789abcdef';
// Spacing and an escape JSON.stringify would not write back: only the raw bytes match.
const BODY = Buffer.from('{"object": "whatsapp_business_account", "entry": [{"id": "102290129340398", "note": "caf\\u00e9"}]}');

describe('X-Hub-Signature-256', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body under the app secret', () => {
    // A known vector: HMAC-SHA256 of "test" under "secret".
    expect(signWebhookBody('secret', 'test')).toBe('sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914');
  });

  it("accepts Meta's signature of exactly these bytes", () => {
    const header = signWebhookBody(SECRET, BODY);
    expect(verifyWebhookSignature(SECRET, BODY, header)).toBe(true);
    expect(verifyWebhookSignature(SECRET, BODY.toString('utf8'), header)).toBe(true);
    expect(verifyWebhookSignature(SECRET, BODY, header.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
  });

  it('refuses a tampered body, including the same JSON written again', () => {
    const header = signWebhookBody(SECRET, BODY);
    expect(verifyWebhookSignature(SECRET, Buffer.from(BODY.toString().replace('102290129340398', '102290129340399')), header)).toBe(false);
    expect(verifyWebhookSignature(SECRET, JSON.stringify(JSON.parse(BODY.toString())), header)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyWebhookSignature(SECRET, BODY, signWebhookBody('another-app-secret-0123456789ab', BODY))).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without the sha256= prefix', signWebhookBody(SECRET, BODY).slice('sha256='.length)],
    ['sha1 (the old X-Hub-Signature)', `sha1=${'a'.repeat(40)}`],
    ['cut short', signWebhookBody(SECRET, BODY).slice(0, -2)],
    ['not hex', `sha256=${'z'.repeat(64)}`],
    ['given twice', [signWebhookBody(SECRET, BODY), signWebhookBody(SECRET, BODY)]],
  ])('refuses a header that is %s', (_case, header) => {
    expect(verifyWebhookSignature(SECRET, BODY, header)).toBe(false);
  });
});
