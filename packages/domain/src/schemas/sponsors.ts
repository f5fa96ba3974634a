import { z } from 'zod';
import { PLAN_IDS } from '../rules/plans.ts';
import { PROVINCES } from '../rules/regions.ts';
import {
  ALLOCATION_STATUSES,
  SPONSOR_FILTER_TYPES,
  SPONSOR_STATUSES,
  SPONSORSHIP_MAX_AMOUNT_CENTS,
  SPONSORSHIP_MAX_PER_CHECKOUT,
  SPONSORSHIP_MIN_AMOUNT_CENTS,
  SPONSORSHIP_PAYMENT_STATUSES,
  SPONSORSHIP_PURPOSES,
  SPONSORSHIP_REQUEST_STATUSES,
  SPONSORSHIP_VISIBLE_FIELDS,
} from '../rules/sponsors.ts';
import { adminSponsorTexts as a, sponsorshipTexts as s, sponsorTexts as sp } from '../sponsor-texts.ts';
import { checkoutPaymentMethodSchema, PAYMENT_OUTCOMES, paymentStatusSchema } from './payments.ts';

/*
 * Sponsors (seed 002 sections 2 to 9): learners' sponsorship requests, sponsors funding them
 * through PayFast, the sponsor dashboard, and the admin's sponsors and allocations.
 * camelCase on the wire; amounts are integer cents (ZAR); calendar dates 'YYYY-MM-DD' (South
 * African days); timestamps ISO 8601. Errors: {error: {code, message, fields?}}; a 400 names the
 * field in `fields`. See docs/sponsors-api.md for the route list with the pages that use them.
 *
 * LEARNER (signed-in student; others 401/403; routes take no user id: the session's learner)
 *
 * GET    /api/sponsorships/options                 sponsorshipOptionsSchema: the learner's own applications
 *        to pick from, with what each visible field would show sponsors; the plans whose fee may be asked.
 * GET    /api/sponsorships/requests                sponsorshipRequestListSchema {requests}, newest first (own only)
 * POST   /api/sponsorships/requests                body sponsorshipRequestInputSchema -> 201 {request}
 *        400 VALIDATION with fields (applicationId not theirs: 404 s.applicationNotYours); 409 s.alreadyRequested.
 *        The chosen visible fields are copied as they are now (sponsors see that snapshot) and the consent recorded.
 * POST   /api/sponsorships/requests/:requestId/withdraw  -> {request}; another's request 404; funded/held 409 s.notWithdrawable
 *
 * SPONSOR (signed-in sponsor; others 401/403; only their own payments and sponsorships)
 *
 * GET    /api/sponsor/requests?province=&institution=&purpose=&minAmountCents=&maxAmountCents=
 *        openRequestListSchema {requests}: open requests, oldest first, each only with what its learner
 *        chose to share (null = not shared). institution: part of the name, case-insensitive.
 * POST   /api/sponsor/checkout                     body sponsorCheckoutRequestSchema {requestIds, paymentMethod}
 *        -> createPaymentResponseSchema (submit `fields` to `paymentUrl`, as POST /api/payments). The amount is
 *        the sum of the requests' amounts, on the server. Return: /sponsors/dashboard?m_payment_id={ref};
 *        cancel: /sponsors/dashboard?m_payment_id={ref}&cancelled=1. 409 sp.requestUnavailable when one is
 *        funded, withdrawn or held by another sponsor's payment in progress (held 30 minutes).
 * GET    /api/sponsor/checkout/:merchantReference          sponsorCheckoutStatusSchema (own payments only, else 404)
 * POST   /api/sponsor/checkout/:merchantReference/check    the same after asking the provider
 * GET    /api/sponsor/dashboard                    sponsorDashboardSchema {sponsorships, totals}
 * GET    /api/sponsor/sponsorships.csv             text/csv attachment my-sponsorships.csv (own rows; header only when none)
 *
 * ADMIN (admin only; others 401/403; every write an ADMIN_ACTION audit entry)
 *
 * GET    /api/admin/sponsors/summary               sponsorCountersSchema (the four counters)
 * GET    /api/admin/sponsors?search=&type=&page=   adminSponsorListSchema {sponsors, total, page, pageSize}
 *        search: name, email or contact person; type: SPONSOR_FILTER_TYPES (corporate = company, foundation = ngo)
 * GET    /api/admin/sponsors/export?search=&type=  sponsors.csv (all matching); 404 a.noSponsorsToExport when none
 * GET    /api/admin/sponsors/:sponsorId            adminSponsorProfileSchema {sponsor, allocations, notes, payments,
 *        sponsorships}; 404 a.sponsorNotFound
 * POST   /api/admin/sponsors/:sponsorId/notes      body newSponsorNoteSchema -> 201 {note}
 * GET    /api/admin/sponsor-allocations?search=&status=&sponsorId=&studentId=&page=
 *        allocationListSchema {allocations, total, page, pageSize}; search: student name/email/tracking id,
 *        sponsor name or notes
 * GET    /api/admin/sponsor-allocations/export?(same filters)  allocations.csv; 404 a.noAllocationsToExport when none
 * GET    /api/admin/sponsor-allocations/sponsor-options?search=   pickerOptionListSchema {options} (sponsors)
 * GET    /api/admin/sponsor-allocations/student-options?search=   pickerOptionListSchema {options} (students)
 *        search: name, email or tracking id; at least 2 characters, at most SPONSOR_PICKER_LIMIT options.
 * POST   /api/admin/sponsor-allocations            body allocationInputSchema -> 201 {allocation}; toast a.allocationCreated
 * PATCH  /api/admin/sponsor-allocations/:allocationId  body allocationInputSchema (whole form) -> {allocation}
 * DELETE /api/admin/sponsor-allocations/:allocationId  -> {deleted: true}
 *        404 a.allocationNotFound. Creating (active), revoking, expiring or deleting an active one
 *        notifies the learner; their plan changes at once.
 */

const calendarDate = z.iso.date();
const timestamp = z.iso.datetime();

export const sponsorshipPurposeSchema = z.enum(SPONSORSHIP_PURPOSES);
export const sponsorshipRequestStatusSchema = z.enum(SPONSORSHIP_REQUEST_STATUSES);
export const sponsorshipPaymentStatusSchema = z.enum(SPONSORSHIP_PAYMENT_STATUSES);
export const sponsorshipVisibleFieldSchema = z.enum(SPONSORSHIP_VISIBLE_FIELDS);
export const allocationStatusSchema = z.enum(ALLOCATION_STATUSES);
export const sponsorFilterTypeSchema = z.enum(SPONSOR_FILTER_TYPES);
export const sponsorStatusSchema = z.enum(SPONSOR_STATUSES);
/** A plan a sponsor can pay for or allocate (not Starter, which is free). */
export const sponsoredPlanIdSchema = z.enum(PLAN_IDS.filter((id) => id !== 'starter') as ['essential', 'pro-ai']);

export const requestIdParamsSchema = z.object({ requestId: z.uuid() });
export const sponsorIdParamsSchema = z.object({ sponsorId: z.uuid() });
export const allocationIdParamsSchema = z.object({ allocationId: z.uuid() });

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

// ---- Sponsor: open requests and funding

const optionalCents = z.coerce.number().int().min(0).max(10_000_000).optional();
export const openRequestsQuerySchema = z.object({
  province: z.enum(PROVINCES).optional(),
  institution: z.string().trim().max(100).optional(),
  purpose: sponsorshipPurposeSchema.optional(),
  minAmountCents: optionalCents,
  maxAmountCents: optionalCents,
});
export type OpenRequestsQuery = z.input<typeof openRequestsQuerySchema>;

export const openRequestSchema = z.object({
  id: z.uuid(),
  requestedAmountCents: z.int(),
  purpose: sponsorshipPurposeSchema,
  planId: sponsoredPlanIdSchema.nullable(),
  shared: sharedDetailsSchema,
  createdAt: timestamp,
});
export type OpenRequest = z.infer<typeof openRequestSchema>;
export const openRequestListSchema = z.object({ requests: z.array(openRequestSchema) });
export type OpenRequestList = z.infer<typeof openRequestListSchema>;

export const sponsorCheckoutRequestSchema = z.object({
  requestIds: z
    .array(z.uuid())
    .min(1, { error: sp.requestsRequired })
    .max(SPONSORSHIP_MAX_PER_CHECKOUT, { error: sp.tooManyRequests })
    .refine((ids) => new Set(ids).size === ids.length, { error: sp.requestsRequired }),
  paymentMethod: checkoutPaymentMethodSchema.default('card'),
});
export type SponsorCheckoutRequest = z.input<typeof sponsorCheckoutRequestSchema>;

export const sponsorCheckoutStatusSchema = z.object({
  merchantReference: z.string(),
  status: paymentStatusSchema,
  outcome: z.enum(PAYMENT_OUTCOMES),
  amountCents: z.int(),
  requestCount: z.int(),
});
export type SponsorCheckoutStatus = z.infer<typeof sponsorCheckoutStatusSchema>;

// ---- Sponsor: dashboard

export const sponsorSponsorshipSchema = z.object({
  id: z.uuid(),
  /** The sponsorship request's id (the seed's Application ID). */
  applicationId: z.uuid(),
  studentId: z.uuid(),
  sponsoredAmountCents: z.int(),
  status: sponsorshipPaymentStatusSchema,
  paidAt: timestamp.nullable(),
  purpose: sponsorshipPurposeSchema,
  merchantReference: z.string(),
  shared: sharedDetailsSchema,
  createdAt: timestamp,
});
export type SponsorSponsorship = z.infer<typeof sponsorSponsorshipSchema>;

export const sponsorDashboardSchema = z.object({
  sponsorships: z.array(sponsorSponsorshipSchema),
  totals: z.object({ totalSponsoredCents: z.int(), learnersFunded: z.int(), paidCount: z.int(), pendingCount: z.int() }),
});
export type SponsorDashboard = z.infer<typeof sponsorDashboardSchema>;

// ---- Admin: sponsors

export const sponsorCountersSchema = z.object({
  totalSponsors: z.int(),
  activeSponsors: z.int(),
  totalAllocations: z.int(),
  activeAllocations: z.int(),
});
export type SponsorCounters = z.infer<typeof sponsorCountersSchema>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const adminSponsorsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  type: sponsorFilterTypeSchema.optional(),
  page,
});
export type AdminSponsorsQuery = z.input<typeof adminSponsorsQuerySchema>;

export const adminSponsorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** As registered: individual, company, ngo, government. */
  organizationType: z.string(),
  /** The admin filter's word for it: corporate, foundation, government, individual. */
  type: sponsorFilterTypeSchema.nullable(),
  contactPerson: z.string().nullable(),
  status: z.string(),
  tier: z.string().nullable(),
  website: z.string().nullable(),
  createdAt: timestamp,
});
export type AdminSponsor = z.infer<typeof adminSponsorSchema>;

export const adminSponsorListSchema = z.object({ sponsors: z.array(adminSponsorSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AdminSponsorList = z.infer<typeof adminSponsorListSchema>;

export const sponsorNoteSchema = z.object({
  id: z.uuid(),
  note: z.string(),
  createdBy: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  createdAt: timestamp,
});
export type SponsorNote = z.infer<typeof sponsorNoteSchema>;
export const newSponsorNoteSchema = z.object({ note: z.string({ error: a.noteRequired }).trim().min(1, { error: a.noteRequired }).max(2000) });
export type NewSponsorNote = z.input<typeof newSponsorNoteSchema>;
export const sponsorNoteResponseSchema = z.object({ note: sponsorNoteSchema });

/** One PayFast payment a sponsor made (it may fund several requests). */
export const sponsorPaymentSchema = z.object({
  merchantReference: z.string(),
  providerPaymentId: z.string().nullable(),
  amountCents: z.int(),
  status: paymentStatusSchema,
  paidAt: timestamp.nullable(),
  createdAt: timestamp,
  learners: z.int(),
});
export type SponsorPayment = z.infer<typeof sponsorPaymentSchema>;

// ---- Admin: allocations

export const allocationSchema = z.object({
  id: z.uuid(),
  sponsorId: z.uuid(),
  sponsorName: z.string().nullable(),
  studentId: z.uuid(),
  studentName: z.string().nullable(),
  studentEmail: z.string().nullable(),
  studentTrackingId: z.string().nullable(),
  status: allocationStatusSchema,
  /** '' when none was chosen (it then gives Pro + AI). */
  plan: z.string(),
  allocatedOn: calendarDate,
  expiresOn: calendarDate.nullable(),
  notes: z.string(),
  createdAt: timestamp,
});
export type Allocation = z.infer<typeof allocationSchema>;

export const allocationsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: allocationStatusSchema.optional(),
  sponsorId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  page,
});
export type AllocationsQuery = z.input<typeof allocationsQuerySchema>;
export const allocationListSchema = z.object({ allocations: z.array(allocationSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AllocationList = z.infer<typeof allocationListSchema>;
export const allocationResponseSchema = z.object({ allocation: allocationSchema });
export type AllocationResponse = z.infer<typeof allocationResponseSchema>;

/** The allocation form (seed 002 section 5): sponsor, student and allocated-on required; empty plan or notes stored as ''; an empty expires-on omitted. */
export const allocationInputSchema = z
  .object({
    sponsorId: z.uuid({ error: a.sponsorRequired }),
    studentId: z.uuid({ error: a.studentRequired }),
    allocatedOn: z.iso.date({ error: a.allocatedOnRequired }),
    expiresOn: z
      .union([calendarDate, z.literal('')])
      .nullish()
      .transform((value) => value || null),
    status: allocationStatusSchema.default('active'),
    plan: z
      .union([sponsoredPlanIdSchema, z.literal('')], { error: a.planInvalid })
      .nullish()
      .transform((value) => value ?? ''),
    notes: z
      .string()
      .max(2000)
      .nullish()
      .transform((value) => value?.trim() ?? ''),
  })
  .refine((input) => input.expiresOn === null || input.expiresOn > input.allocatedOn, { error: a.expiresBeforeAllocated, path: ['expiresOn'] });
export type AllocationInput = z.input<typeof allocationInputSchema>;
export type AllocationValues = z.output<typeof allocationInputSchema>;

export const pickerQuerySchema = z.object({ search: z.string().trim().min(2).max(100) });
export const pickerOptionSchema = z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string(), trackingId: z.string().nullable() });
export type PickerOption = z.infer<typeof pickerOptionSchema>;
export const pickerOptionListSchema = z.object({ options: z.array(pickerOptionSchema) });
export type PickerOptionList = z.infer<typeof pickerOptionListSchema>;

/** A sponsorship row as the admin sees it on the profile. */
export const adminSponsorshipSchema = sponsorSponsorshipSchema;

export const adminSponsorProfileSchema = z.object({
  sponsor: adminSponsorSchema,
  allocations: z.array(allocationSchema),
  notes: z.array(sponsorNoteSchema),
  payments: z.array(sponsorPaymentSchema),
  sponsorships: z.array(adminSponsorshipSchema),
});
export type AdminSponsorProfile = z.infer<typeof adminSponsorProfileSchema>;
