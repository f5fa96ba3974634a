import { describe, expect, it } from 'vitest';
import { MAX_SMS_PARTS, smsEncoding, smsParts, smsSegments } from './sms-parts.ts';

// The limits of 3GPP TS 23.038 (alphabets) and TS 23.040 (concatenation): GSM-7 160 / 153 septets,
// UCS-2 70 / 67 UTF-16 code units.

const gsm = (length: number) => 'a'.repeat(length);
const ucs2 = (length: number) => 'ê'.repeat(length);

describe('smsEncoding', () => {
  it('keeps the default alphabet and its extension table in GSM-7', () => {
    expect(smsEncoding('Hello, your APS is 32. Apply by 30 Sept!')).toBe('GSM-7');
    expect(smsEncoding('@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r')).toBe('GSM-7');
    expect(smsEncoding('^{}\\[~]|€')).toBe('GSM-7');
  });

  it("reads 'é' as GSM-7 (the default alphabet has it) but 'ê' as UCS-2", () => {
    expect(smsEncoding('Café')).toBe('GSM-7');
    expect(smsEncoding('Fête')).toBe('UCS-2');
  });

  it('switches to UCS-2 for an emoji', () => {
    expect(smsEncoding('Well done 🎉')).toBe('UCS-2');
  });

  it('switches to UCS-2 for a curly apostrophe: templates use the straight one', () => {
    expect(smsEncoding('Don’t miss it')).toBe('UCS-2');
    expect(smsEncoding("Don't miss it")).toBe('GSM-7');
  });
});

describe('smsParts', () => {
  it.each([
    [160, 1, 160],
    [161, 2, 153],
    [306, 2, 153],
    [307, 3, 153],
  ])('%i GSM-7 characters take %i part(s) of %i septets', (length, parts, perPart) => {
    expect(smsParts(gsm(length))).toEqual({ encoding: 'GSM-7', units: length, parts, perPart });
  });

  it.each([
    [70, 1, 70],
    [71, 2, 67],
    [134, 2, 67],
    [135, 3, 67],
  ])('%i UCS-2 characters take %i part(s) of %i code units', (length, parts, perPart) => {
    expect(smsParts(ucs2(length))).toEqual({ encoding: 'UCS-2', units: length, parts, perPart });
  });

  it('counts an extension character as two septets', () => {
    expect(smsParts('€').units).toBe(2);
    expect(smsParts(gsm(158) + '€')).toMatchObject({ units: 160, parts: 1 });
    expect(smsParts(gsm(159) + '€')).toMatchObject({ units: 161, parts: 2 });
  });

  it('counts an emoji as two UTF-16 code units', () => {
    expect(smsParts('🎉')).toEqual({ encoding: 'UCS-2', units: 2, parts: 1, perPart: 70 });
    expect(smsParts(ucs2(68) + '🎉').parts).toBe(1);
    expect(smsParts(ucs2(69) + '🎉').parts).toBe(2);
  });

  it('allows two parts', () => {
    expect(MAX_SMS_PARTS).toBe(2);
  });
});

describe('smsSegments', () => {
  it('sends a text that fits as one part', () => {
    expect(smsSegments(gsm(160))).toEqual([gsm(160)]);
  });

  it('cuts a long text into parts that join to the original', () => {
    const text = 'Reminder: ' + gsm(200);
    const segments = smsSegments(text);
    expect(segments.map((segment) => segment.length)).toEqual([153, 57]);
    expect(segments.join('')).toBe(text);
  });

  it('never splits an extension character or an emoji across parts', () => {
    const gsmSegments = smsSegments(gsm(152) + '€' + gsm(10));
    expect(gsmSegments[0]).toBe(gsm(152));
    expect(gsmSegments[1]).toBe('€' + gsm(10));

    const ucs2Segments = smsSegments(ucs2(66) + '🎉' + ucs2(10));
    expect(ucs2Segments[0]).toBe(ucs2(66));
    expect(ucs2Segments[1]).toBe('🎉' + ucs2(10));
  });

  it('counts the parts it cuts, which can be one more than the units suggest', () => {
    // 152 plain septets and 153 '€' are 458 septets, 3 parts of 153 if a pair could be cut; whole
    // pairs fill 152 of each part, so it takes 4.
    const text = gsm(152) + '€'.repeat(153);
    expect(smsSegments(text)).toHaveLength(4);
    expect(smsParts(text)).toMatchObject({ units: 458, parts: 4 });
  });
});
