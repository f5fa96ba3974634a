import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';
import { passwordSchema } from './password.ts';

describe('passwordSchema', () => {
  it.each(['tidal-moss', 'correct horse battery staple', 'x'.repeat(63) + 'y', 'ñandú-ünïcødé'])('accepts %j', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['', 'Password must be at least 8 characters'],
    ['1234567', 'Password must be at least 8 characters'],
    ['x'.repeat(65), 'Password must be at most 64 characters'],
    ['password', 'This password is too common. Choose a less predictable one.'],
    ['Password123', 'This password is too common. Choose a less predictable one.'],
    ['QWERTYUIOP', 'This password is too common. Choose a less predictable one.'],
    ['zzzzzzzzzz', 'This password is too common. Choose a less predictable one.'],
  ])('refuses %j with its message', (password, message) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a missing password with the length message', () => {
    expect(passwordSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });
});

describe('the common-password list', () => {
  it('holds a few hundred distinct lower-case entries', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
  });

  it.each(['iloveyou', 'Sunshine1', 'kusasa123', 'Springboks', 'matric2026'])('knows %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['tidal-moss', 'Thandeka-2009-maths'])('does not know %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
