// Receipts (issue 31): every completed payment gets the next number of one unbroken series, and a
// tax invoice's VAT where the seller is registered (VAT Act, section 20).

/** 'KR-000042': the series' prefix and at least six digits. */
export const formatReceiptNumber = (number: number): string => `KR-${String(number).padStart(6, '0')}`;

/** 'KR-000042' back to 42; null for anything else. */
export function parseReceiptNumber(text: string): number | null {
  const match = /^KR-(\d{6,})$/.exec(text.trim().toUpperCase());
  const number = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** South Africa's standard VAT rate since 1 April 2018 (Value-Added Tax Act 89 of 1991, section 7(1)(a)). */
export const VAT_RATE_PERCENT = 15;

/** The VAT inside a VAT-inclusive price, in cents: the tax fraction 15/115, rounded to the cent. */
export const vatIncludedCents = (amountCents: number): number => Math.round((amountCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));

/** A South African VAT registration number: ten digits starting with 4. */
export const isSaVatNumber = (text: string): boolean => /^4\d{9}$/.test(text);
