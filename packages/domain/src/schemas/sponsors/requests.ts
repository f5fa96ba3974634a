import { z } from 'zod';
import { SPONSORSHIP_MAX_AMOUNT_CENTS, SPONSORSHIP_MIN_AMOUNT_CENTS, SPONSORSHIP_VISIBLE_FIELDS } from '../../rules/sponsors.ts';
import { sponsorshipTexts as s } from '../../sponsor-texts.ts';
import { sponsoredPlanIdSchema, sponsorshipPurposeSchema, sponsorshipRequestStatusSchema, sponsorshipVisibleFieldSchema, timestamp } from './common.ts';

// ---- Learner: requests

/** What sponsors see of a request: each field null unless the learner chose to share it. */
export const sharedDetailsSchema = z.object({
  firstName: z.string().nullable(),
  province: z.string().nullable(),
  programme: z.string().nullable(),
  institution: z.string().nullable(),
  apsBand: z.string().nullable(),
});
export type SharedDetails = z.infer<typeof sharedDetailsSchema>;

export const sponsorshipOptionsSchema = z.object({
  applications: z.array(
    z.object({
      id: z.uuid(),
      programme: z.string().nullable(),
      institution: z.string().nullable(),
      status: z.string(),
    }),
  ),
  /** What the learner's other visible fields would show today (programme and institution come from the chosen application). */
  preview: z.object({ firstName: z.string().nullable(), province: z.string().nullable(), apsBand: z.string().nullable() }),
  planFees: z.array(z.object({ planId: sponsoredPlanIdSchema, name: z.string(), priceCents: z.int() })),
  minAmountCents: z.int(),
  maxAmountCents: z.int(),
});
export type SponsorshipOptions = z.infer<typeof sponsorshipOptionsSchema>;

export const sponsorshipRequestInputSchema = z
  .object({
    applicationId: z.uuid({ error: s.applicationRequired }),
    requestedAmountCents: z
      .number({ error: s.amountNotNumber })
      .int({ error: s.amountNotNumber })
      .min(SPONSORSHIP_MIN_AMOUNT_CENTS, { error: s.amountTooSmall })
      .max(SPONSORSHIP_MAX_AMOUNT_CENTS, { error: s.amountTooLarge }),
    purpose: sponsorshipPurposeSchema.default('application_fee'),
    /** Required for purpose plan_fee: the plan whose once-off fee is asked for (the amount must be its price). */
    planId: sponsoredPlanIdSchema.nullish().transform((value) => value ?? null),
    visibleFields: z.array(sponsorshipVisibleFieldSchema).max(SPONSORSHIP_VISIBLE_FIELDS.length).default([]),
    consent: z.literal(true, { error: s.consentRequired }),
  })
  .refine((input) => input.purpose !== 'plan_fee' || input.planId !== null, { error: s.planRequired, path: ['planId'] });
export type SponsorshipRequestInput = z.input<typeof sponsorshipRequestInputSchema>;

export const sponsorshipRequestSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid().nullable(),
  requestedAmountCents: z.int(),
  purpose: sponsorshipPurposeSchema,
  planId: sponsoredPlanIdSchema.nullable(),
  status: sponsorshipRequestStatusSchema,
  /** The snapshot sponsors see. */
  shared: sharedDetailsSchema,
  visibleFields: z.array(sponsorshipVisibleFieldSchema),
  consentedAt: timestamp,
  fundedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type SponsorshipRequest = z.infer<typeof sponsorshipRequestSchema>;
export const sponsorshipRequestListSchema = z.object({ requests: z.array(sponsorshipRequestSchema) });
export type SponsorshipRequestList = z.infer<typeof sponsorshipRequestListSchema>;
export const sponsorshipRequestResponseSchema = z.object({ request: sponsorshipRequestSchema });
export type SponsorshipRequestResponse = z.infer<typeof sponsorshipRequestResponseSchema>;
