// CSV text for exports (activity log, allocations, sponsors), following RFC 4180:
// records end with CRLF and fields are quoted only when they need to be.

export type CsvValue = string | number | null | undefined;

export interface CsvOptions {
  /** Written for null, undefined and NaN. */
  missing?: string;
}

const NEEDS_QUOTES = /[",\r\n]/;

// OWASP "CSV injection": spreadsheet apps run a cell that starts with one of these as a formula
// (e.g. =HYPERLINK(...) planted in a user's name). A leading apostrophe makes it plain text.
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

function quoteIfNeeded(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toField(value: CsvValue, missing: string): string {
  if (value === null || value === undefined || Number.isNaN(value)) return quoteIfNeeded(missing);
  // Numbers come from our own data, not from users, so -5 stays a number rather than becoming '-5.
  if (typeof value === 'number') return String(value);
  return quoteIfNeeded(FORMULA_TRIGGER.test(value) ? `'${value}` : value);
}

/**
 * Builds the CSV text. Lines are joined with CRLF and there is no line break after the last record
 * (RFC 4180 allows either; without it no parser sees an empty trailing record).
 * Short rows are padded with `missing`; a row longer than the header is a bug and throws.
 */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[], { missing = 'N/A' }: CsvOptions = {}): string {
  const lines = [headers.map((header) => toField(header, missing)).join(',')];
  rows.forEach((row, index) => {
    if (row.length > headers.length) {
      throw new RangeError(`CSV row ${index} has ${row.length} values for ${headers.length} columns`);
    }
    lines.push(headers.map((_, column) => toField(row[column], missing)).join(','));
  });
  return lines.join('\r\n');
}
