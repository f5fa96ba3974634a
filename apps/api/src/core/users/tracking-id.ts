import { randomInt } from 'node:crypto';

// Crockford base32 without I, L, O, U: easy to read aloud and to type from a phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A human-readable tracking id such as KUS-7F3K9Q2D (40 bits of randomness). */
export function newTrackingId(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `KUS-${code}`;
}
