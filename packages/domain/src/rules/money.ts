// Amounts are integer cents everywhere; these turn them into rand for display, in the en-ZA
// style ('R 1 234,50' with no-break spaces, so the amount never wraps). Written out rather than
// with Intl.NumberFormat (decision 0392): building a formatter loads the locale's data, a long
// task on a slow phone at start-up, and the same text must come out of Node's ICU at prerender
// and the browser's at hydration.

const NO_BREAK_SPACE = '\u00a0';

/** 1234567 -> '1 234 567' (groups of three digits, no-break spaces). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
}

function rand(negative: boolean, amount: string): string {
  return `${negative ? '-' : ''}R${NO_BREAK_SPACE}${amount}`;
}

/** 19900 -> 'R 199,00'. */
export function formatZar(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const fraction = String(whole % 100).padStart(2, '0');
  return rand(cents < 0, `${groupThousands(String(Math.floor(whole / 100)))},${fraction}`);
}

/** For marketing prices that are whole rand: 19900 -> 'R 199'. Any cents are rounded half away from zero. */
export function formatZarWhole(cents: number): string {
  return rand(cents < 0, groupThousands(String(Math.round(Math.abs(cents) / 100))));
}
