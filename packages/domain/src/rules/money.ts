// Amounts are integer cents everywhere; these turn them into rand for display, in the
// en-ZA style ('R 1 234,50' with non-breaking spaces, so the amount never wraps).

const zarFormatter = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });

const wholeZarFormatter = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 19900 -> 'R 199,00'. */
export function formatZar(cents: number): string {
  return zarFormatter.format(cents / 100);
}

/** For marketing prices that are whole rand: 19900 -> 'R 199'. Any cents are rounded half away from zero. */
export function formatZarWhole(cents: number): string {
  return wholeZarFormatter.format(cents / 100);
}
