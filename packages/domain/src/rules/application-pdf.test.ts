import { describe, expect, it } from 'vitest';
import { APPLICATION_CHECK_TOKEN_PATTERN, applicationCheckUrl, maskIdNumber } from './application-pdf.ts';

describe('branded application PDFs', () => {
  it('prints an ID number with only its last four digits', () => {
    expect(maskIdNumber('0501015800087')).toBe('*********0087');
    expect(maskIdNumber('0501 0158 00087')).toBe('*********0087');
    expect(maskIdNumber('123')).toBe('***');
  });

  it('puts the check token in the address fragment, once, under the public URL', () => {
    const token = 'Mc8SG18WKSKpk8gdQ_8nNQNkEgl_6oAHyLv8uXnTdKo';
    expect(applicationCheckUrl('https://kusasa.co.za/', token)).toBe(`https://kusasa.co.za/application-check#token=${token}`);
    expect(APPLICATION_CHECK_TOKEN_PATTERN.test(token)).toBe(true);
    expect(APPLICATION_CHECK_TOKEN_PATTERN.test(`${token}x`)).toBe(false);
  });
});
