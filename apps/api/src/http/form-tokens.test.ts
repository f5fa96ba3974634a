import { describe, expect, it } from 'vitest';
import { createFormTokens } from './form-tokens.ts';

const SECRET = 'x'.repeat(40);
const options = { minAgeMs: 3_000, maxAgeMs: 60 * 60_000 };
const at = (iso: string) => new Date(iso);

describe('signed form tokens', () => {
  const tokens = createFormTokens(SECRET, 'partner-inquiry', options);
  const issued = tokens.issue(at('2026-03-01T08:00:00Z'));

  it('are too fast before the minimum fill time, fine after it, and invalid once too old', () => {
    expect(tokens.check(issued, at('2026-03-01T08:00:01Z'))).toBe('too-fast');
    expect(tokens.check(issued, at('2026-03-01T08:00:03Z'))).toBe('ok');
    expect(tokens.check(issued, at('2026-03-01T09:00:00Z'))).toBe('ok');
    expect(tokens.check(issued, at('2026-03-01T09:00:01Z'))).toBe('invalid');
    expect(tokens.check(issued, at('2026-03-01T07:59:00Z'))).toBe('invalid');
  });

  it('refuse a changed time, a made-up token, another purpose and another key', () => {
    const [time = '', nonce = '', mac = ''] = issued.split('.');
    const now = at('2026-03-01T08:10:00Z');
    expect(tokens.check(`${Number(time) - 60_000}.${nonce}.${mac}`, now)).toBe('invalid');
    expect(tokens.check('nonsense', now)).toBe('invalid');
    expect(tokens.check(`${time}.${nonce}.${mac.slice(0, -1)}A`, now)).toBe(mac.endsWith('A') ? 'ok' : 'invalid');
    expect(createFormTokens(SECRET, 'another-form', options).check(issued, now)).toBe('invalid');
    expect(createFormTokens('y'.repeat(40), 'partner-inquiry', options).check(issued, now)).toBe('invalid');
    // Another instance with the same key accepts it.
    expect(createFormTokens(SECRET, 'partner-inquiry', options).check(issued, now)).toBe('ok');
  });
});
