/**
 * What a learner typed in 'Requested Amount (R)' as integer cents: '150', '150.50', '150,50',
 * 'R 1 500' all work; anything else (letters, three decimals, a minus) is null. The server checks
 * the limits; this only turns rand into the cents it expects.
 */
export function randToCents(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^R\s*/i, '')
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the plain rand a learner would type: 19900 -> '199', 15050 -> '150.50'. */
export function centsToRandText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
