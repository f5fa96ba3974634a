// Valid South African ID numbers for tests: YYMMDD SSSS C 8 Z with a Luhn check digit Z.

function luhnCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < first12.length; i += 1) {
    let digit = Number(first12[first12.length - 1 - i]);
    // Counting from the right of the full 13 digits, the check digit is position 0, so these are odd positions.
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid ID number for someone born on this date (YYYY-MM-DD). */
export function saIdFor(dateOfBirth: string, sequence = 5009): string {
  const [year = '', month = '', day = ''] = dateOfBirth.split('-');
  const first12 = `${year.slice(2)}${month}${day}${String(sequence).padStart(4, '0')}08`;
  return `${first12}${luhnCheckDigit(first12)}`;
}

/** The same number with a wrong check digit. */
export function withBadChecksum(idNumber: string): string {
  const last = Number(idNumber.at(-1));
  return `${idNumber.slice(0, 12)}${(last + 1) % 10}`;
}
