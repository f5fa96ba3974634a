import { z } from 'zod';

/*
 * /institutions/dashboard (seed 002 section 2): the seed's placeholder, plus the institution
 * account's own registration status (pending until an admin approves it).
 *
 * GET /api/institution/account        signed in as an institution (others 403, signed out 401)
 *   200 institutionAccountSchema {institution}: the institution this account registered, or null
 *       (an institution account made by an operator, say). status 'pending' until approved.
 *       workspace: where the account stands in its review (issue 25) and, once it works for a
 *       catalogue institution, that institution's real figures (nothing of any learner before).
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
  workspace: z.object({
    state: z.enum(['pending', 'approved', 'declined']),
    /** A declined account's reason, as the admin wrote it. */
    reason: z.string().nullable(),
    /** The catalogue institution the account works for, once approved. */
    institutionName: z.string().nullable(),
    figures: z
      .object({
        programmes: z.number().int(),
        programmesOpen: z.number().int(),
        /** Applications submitted to the institution (never drafts), by status. */
        applicationsByStatus: z.record(z.string(), z.number().int()),
        applicationsTotal: z.number().int(),
        decidedThisMonth: z.number().int(),
      })
      .nullable(),
  }),
});
export type InstitutionAccount = z.infer<typeof institutionAccountSchema>;
