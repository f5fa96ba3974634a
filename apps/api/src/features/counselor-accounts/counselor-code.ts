import { randomInt } from 'node:crypto';
import { COUNSELOR_CODE_ALPHABET } from '@kusasa/domain/rules/counselor-links';

/** A new counselor code, `KC-` and six characters drawn uniformly (crypto) from the alphabet without look-alikes. */
export function newCounselorCode(): string {
  let code = 'KC-';
  for (let i = 0; i < 6; i++) code += COUNSELOR_CODE_ALPHABET[randomInt(COUNSELOR_CODE_ALPHABET.length)];
  return code;
}
