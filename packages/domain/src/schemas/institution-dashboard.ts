import { z } from 'zod';

/*
 * /institutions/dashboard (seed 002 section 2): the seed's placeholder, plus the institution
 * account's own registration status (pending until an admin approves it).
 *
 * GET /api/institution/account        signed in as an institution (others 403, signed out 401)
 *   200 institutionAccountSchema {institution}: the institution this account registered, or null
 *       (an institution account made by an operator, say). status 'pending' until approved.
 */

export const institutionAccountSchema = z.object({
  institution: z
    .object({
      id: z.uuid(),
      name: z.string(),
      type: z.string(),
      province: z.string(),
      /** 'pending' until an admin approves the registration, then 'active'. */
      status: z.string(),
      createdAt: z.iso.datetime(),
    })
    .nullable(),
});
export type InstitutionAccount = z.infer<typeof institutionAccountSchema>;
