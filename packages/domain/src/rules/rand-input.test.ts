import { describe, expect, it } from 'vitest';
import { centsToRandText, randToCents } from './rand-input.ts';

describe('randToCents', () => {
  it.each([
    ['150', 15000],
    ['150.5', 15050],
    ['150,50', 15050],
    ['R 1 500', 150000],
    [' r99.99 ', 9999],
  ])('reads %s as %i cents', (text, cents) => expect(randToCents(text)).toBe(cents));

  it.each(['', 'abc', '-5', '1.234', '1e3', '12.'])('refuses %j', (text) => expect(randToCents(text)).toBeNull());

  it('writes cents back as rand', () => {
    expect(centsToRandText(19900)).toBe('199');
    expect(centsToRandText(15050)).toBe('150.50');
  });
});
