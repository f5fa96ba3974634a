import { describe, expect, it } from 'vitest';
import { linkToken } from './link-token';

describe('linkToken', () => {
  it.each([
    [{ hash: '#token=abc_123-X', search: '' }, 'abc_123-X'],
    [{ hash: '', search: '?token=from-query' }, 'from-query'],
    [{ hash: '#token=fragment', search: '?token=query' }, 'fragment'],
    [{ hash: '', search: '' }, ''],
    [{ hash: '#other=1', search: '' }, ''],
  ])('reads %o as %j', (location, expected) => {
    expect(linkToken(location)).toBe(expected);
  });
});
