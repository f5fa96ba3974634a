import { z } from 'zod';

// How a learner's identity was checked (issue 32), as every screen that shows verification
// receives it: the label comes from identityCheckLabel (identity-check-texts.ts), so the page says
// exactly what was checked and never a bare "Verified".
//   'id-number-format'  the built-in verifier: the ID number's structure, date of birth and check digit
//   'bureau'            a Home Affairs verification bureau confirmed name, surname and ID number
//   'manual'            a Kusasa admin, from a certified ID copy in the documents queue

export const IDENTITY_CHECK_METHODS = ['id-number-format', 'bureau', 'manual'] as const;
export const identityCheckMethodSchema = z.enum(IDENTITY_CHECK_METHODS);
export type IdentityCheckMethod = z.infer<typeof identityCheckMethodSchema>;

/** A passed check; null where a response carries it means not verified (or no check recorded). */
export const identityCheckSchema = z.object({
  method: identityCheckMethodSchema,
  /** The bureau that confirmed the person: only for 'bureau', else null. */
  bureau: z.string().nullable(),
  /** When; null for a check from before methods were recorded whose log entry is not linked. */
  checkedAt: z.iso.datetime().nullable(),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;
