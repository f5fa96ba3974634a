import { describe, it, expect } from 'vitest';
import { saPostalCodeSchema } from './postal-code.ts';

const wrongLength = 'Postal code must be 4 digits';
const invalid = 'Invalid South African postal code';

describe('saPostalCodeSchema', () => {
  it.each(['0181', '2000', '8001', '9999'])('accepts %j', (input) => {
    expect(saPostalCodeSchema.safeParse(input)).toEqual({ success: true, data: input });
  });

  it.each([
    [undefined, wrongLength],
    [2000, wrongLength],
    ['', wrongLength],
    ['181', wrongLength],
    ['20001', wrongLength],
    ['abcd', invalid],
    ['20 0', invalid],
    ['２０００', invalid],
    ['-200', invalid],
  ])('rejects %j with one message: %s', (input, message) => {
    const result = saPostalCodeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
