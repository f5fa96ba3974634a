import { describe, it, expect } from 'vitest';
import { toCsv } from './csv.ts';
import type { CsvValue } from './csv.ts';

describe('toCsv fields', () => {
  it.each<[CsvValue, string]>([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['ends with CRLF\r\n', '"ends with CRLF\r\n"'],
    ['Wits, "the" best', '"Wits, ""the"" best"'],
    [42, '42'],
    [0, '0'],
    [-5, '-5'],
    [19.99, '19.99'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.NaN, 'N/A'],
    // Formula injection: text that a spreadsheet would evaluate gets a leading apostrophe.
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+27821234567', "'+27821234567"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
    ['\rCR first', `"'\rCR first"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
    ["'already quoted", "'already quoted"],
  ])('%j -> %j', (value, expected) => {
    expect(toCsv(['Value'], [[value]])).toBe(`Value\r\n${expected}`);
  });
});

describe('toCsv documents', () => {
  it('writes the activity-log export with CRLF and no trailing line break', () => {
    const csv = toCsv(
      ['Timestamp', 'Action', 'Message', 'AdminID'],
      [
        ['2025-03-11T12:05:00Z', 'DOCUMENT_APPROVED', 'Approved, all good', 'a1b2c3d4'],
        ['2025-03-12T08:00:00Z', 'ROLE_CHANGED', null, 'System'],
      ],
    );
    expect(csv).toBe(
      'Timestamp,Action,Message,AdminID\r\n' +
        '2025-03-11T12:05:00Z,DOCUMENT_APPROVED,"Approved, all good",a1b2c3d4\r\n' +
        '2025-03-12T08:00:00Z,ROLE_CHANGED,N/A,System',
    );
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['ID', 'Name'], [])).toBe('ID,Name');
  });

  it.each([
    ['', ''],
    // The placeholder is ours, not user input, so it is not treated as a formula.
    ['-', '-'],
    ['none, given', '"none, given"'],
  ])('uses a custom missing text %j as %j', (missing, expected) => {
    expect(toCsv(['A', 'B'], [[null, undefined]], { missing })).toBe(`A,B\r\n${expected},${expected}`);
  });

  it('pads a short row with the missing text', () => {
    expect(toCsv(['A', 'B', 'C'], [['x']])).toBe('A,B,C\r\nx,N/A,N/A');
  });

  it('refuses a row with more values than columns', () => {
    expect(() => toCsv(['A'], [['x', 'y']])).toThrow(RangeError);
  });

  it('escapes headers too', () => {
    expect(toCsv(['Amount, R'], [[1]])).toBe('"Amount, R"\r\n1');
  });
});
