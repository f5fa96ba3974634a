import { z } from 'zod';
import { validationTexts } from '../texts.ts';

// South African postal codes are four digits, leading zeros included (e.g. 0181 Pretoria).
export const SA_POSTAL_CODE_LENGTH = 4;

export const saPostalCodeSchema = z
  .string({ error: validationTexts.postalCodeLength })
  .length(SA_POSTAL_CODE_LENGTH, { error: validationTexts.postalCodeLength, abort: true })
  .regex(/^\d{4}$/, { error: validationTexts.postalCodeInvalid });
