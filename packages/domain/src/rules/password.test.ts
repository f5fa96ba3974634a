import { describe, expect, it } from 'vitest';
import { passwordSchema } from './password.ts';

describe('passwordSchema', () => {
  it.each(['abcdefgh', 'correct horse battery staple', 'x'.repeat(64), 'ñandú-ünïcødé'])('accepts %j', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['', 'Password must be at least 8 characters'],
    ['1234567', 'Password must be at least 8 characters'],
    ['x'.repeat(65), 'Password must be at most 64 characters'],
  ])('refuses %j with its message', (password, message) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
