import { z } from 'zod';
import { identityCheckSchema } from '../identity-check.ts';
import { PROVINCES } from '../../rules/regions.ts';
import { calendarDate, fieldOfStudySchema, fundingOutcomeSchema, incomeBandSchema, institutionTypeSchema, nsfasCycleSchema, timestamp } from './common.ts';

// Admins keep NSFAS windows per cycle (dates are data, never constants); sponsors state what they
// fund and see the consenting learners who fit (issue 28). The route list is in ./common.ts.

export const cycleParamsSchema = z.object({ fundingYear: z.coerce.number().int().min(2010).max(2100) });

export const nsfasCycleInputSchema = z
  .object({
    opensOn: calendarDate.nullable(),
    closesOn: calendarDate.nullable(),
    appealDays: z.number().int().min(1).max(365),
    sourceTitle: z.string().trim().min(3).max(300),
    sourceUrl: z.url().max(1000),
    checkedOn: calendarDate,
  })
  .refine((cycle) => !cycle.closesOn || (cycle.opensOn !== null && cycle.opensOn <= cycle.closesOn), {
    message: 'The closing date needs an opening date on or before it',
    path: ['closesOn'],
  });
export type NsfasCycleInput = z.infer<typeof nsfasCycleInputSchema>;
export const nsfasCycleResponseSchema = z.object({ cycle: nsfasCycleSchema });

/** Income bands a sponsor funds up to (the highest band they accept). */
export const sponsorCriteriaSchema = z.object({
  /** Empty: every province. */
  provinces: z.array(z.enum(PROVINCES)).max(9),
  /** Empty: every institution type. */
  institutionTypes: z.array(institutionTypeSchema).max(3),
  /** Empty: every field. */
  fieldsOfStudy: z.array(fieldOfStudySchema).max(11),
  /** The highest household income band funded; null: any. */
  maxIncomeBand: incomeBandSchema.exclude(['not-sure']).nullable(),
  /** Only learners NSFAS is unlikely to cover. */
  nsfasUnlikelyOnly: z.boolean(),
});
export type SponsorCriteria = z.infer<typeof sponsorCriteriaSchema>;
export const sponsorCriteriaResponseSchema = z.object({ criteria: sponsorCriteriaSchema.nullable(), updatedAt: timestamp.nullable() });

/** What a sponsor sees of a matching learner: never an ID number, contact details, documents or the account id. */
export const sponsorMatchSchema = z.object({
  reference: z.string(),
  firstName: z.string().nullable(),
  province: z.string().nullable(),
  fieldsOfStudy: z.array(fieldOfStudySchema),
  institutionTypes: z.array(institutionTypeSchema),
  incomeBand: incomeBandSchema,
  outcome: fundingOutcomeSchema,
  /** How the learner's identity was checked (issue 32); null when not verified. */
  identityCheck: identityCheckSchema.nullable(),
  invitedAt: timestamp.nullable(),
});
export type SponsorMatch = z.infer<typeof sponsorMatchSchema>;
export const sponsorMatchListSchema = z.object({ matches: z.array(sponsorMatchSchema) });
export const matchParamsSchema = z.object({ reference: z.string().regex(/^FM-[A-Z0-9]{12}$/) });
export const inviteMatchSchema = z.object({ message: z.string().trim().max(500).nullable().default(null) });
export type InviteMatch = z.input<typeof inviteMatchSchema>;
export const sponsorMatchResponseSchema = z.object({ match: sponsorMatchSchema });
