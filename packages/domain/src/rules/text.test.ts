import { describe, expect, it } from 'vitest';
import { firstNulPath } from './text.ts';

describe('firstNulPath', () => {
  it.each([
    ['plain text', undefined],
    ['a\u0000b', '_'],
    [{ fullName: 'Thandi', contact: { phone: '082\u0000' } }, 'contact.phone'],
    [{ list: ['ok', 'bad\u0000'] }, 'list.1'],
    [{ 'k\u0000': 'v' }, 'k\u0000'],
    [{ n: 1, b: true, z: null }, undefined],
  ])('%j -> %s', (value, expected) => {
    expect(firstNulPath(value)).toBe(expected);
  });
});
