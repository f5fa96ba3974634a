import { describe, it, expect } from 'vitest';
import { formatZar, formatZarWhole } from './money.ts';

// ICU separates the symbol and digit groups with no-break spaces; compare with plain ones.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatZar', () => {
  it.each([
    [19_900, 'R 199,00'],
    [30_000, 'R 300,00'],
    [0, 'R 0,00'],
    [1, 'R 0,01'],
    [1_999, 'R 19,99'],
    [123_456_750, 'R 1 234 567,50'],
    [-500, '-R 5,00'],
  ])('%i cents -> %j', (cents, expected) => {
    expect(plainSpaces(formatZar(cents))).toBe(expected);
  });

  it('keeps the symbol and the amount together with a no-break space', () => {
    expect(formatZar(19_900)).toBe('R\u00a0199,00');
  });
});

describe('formatZarWhole', () => {
  it.each([
    [19_900, 'R 199'],
    [30_000, 'R 300'],
    [0, 'R 0'],
    [250_000, 'R 2 500'],
    [1_000_000, 'R 10 000'],
    [19_950, 'R 200'],
    [19_949, 'R 199'],
  ])('%i cents -> %j', (cents, expected) => {
    expect(plainSpaces(formatZarWhole(cents))).toBe(expected);
  });
});

describe('the en-ZA currency style, as Intl.NumberFormat writes it', () => {
  const intl = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
  const intlWhole = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const amounts = [0, 1, 49, 50, 99, 100, 149, 150, 250, 999, 1_000, 99_950, 100_000, 123_456, 99_999_999, 123_456_789_012, -1, -50, -150, -250_000];

  it.each(amounts)('%i cents reads the same', (cents) => {
    expect(plainSpaces(formatZar(cents))).toBe(plainSpaces(intl.format(cents / 100)));
    expect(plainSpaces(formatZarWhole(cents))).toBe(plainSpaces(intlWhole.format(cents / 100)));
  });
});
