// South African ID numbers for end-to-end tests: YYMMDD SSSS C A Z, where Z is the Luhn check
// digit over the first twelve. Random dates and sequences keep reruns from colliding (the
// server refuses an ID number already registered to another account).

export function luhnCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < first12.length; i += 1) {
    let digit = Number(first12[first12.length - 1 - i]);
    // In the full 13 digits the check digit is rightmost, so every other digit from here doubles.
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** A valid citizen's ID number for this date of birth, with a random sequence unless given. */
export function saIdNumber(dateOfBirth: Date, sequence = randomInt(0, 9999)): string {
  const first12 = `${pad(dateOfBirth.getUTCFullYear() % 100)}${pad(dateOfBirth.getUTCMonth() + 1)}${pad(dateOfBirth.getUTCDate())}${pad(sequence, 4)}08`;
  return `${first12}${luhnCheckDigit(first12)}`;
}

/** Someone aged between minAge and maxAge today (UTC dates; a day either side of a birthday is avoided). */
export function randomBirthDate(minAge: number, maxAge: number): Date {
  const now = new Date();
  const year = now.getUTCFullYear() - randomInt(minAge + 1, maxAge);
  return new Date(Date.UTC(year, randomInt(0, 11), randomInt(1, 28)));
}

export const adultIdNumber = () => saIdNumber(randomBirthDate(19, 35));
export const minorIdNumber = () => saIdNumber(randomBirthDate(14, 16));

/** The same number with its check digit changed, so only the checksum is wrong. */
export function withWrongCheckDigit(idNumber: string): string {
  return `${idNumber.slice(0, 12)}${(Number(idNumber.at(-1)) + 1) % 10}`;
}
