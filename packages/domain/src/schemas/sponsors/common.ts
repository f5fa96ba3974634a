import { z } from 'zod';
import { PLAN_IDS } from '../../rules/plans.ts';
import {
  ALLOCATION_STATUSES,
  SPONSOR_FILTER_TYPES,
  SPONSOR_STATUSES,
  SPONSORSHIP_PAYMENT_STATUSES,
  SPONSORSHIP_PURPOSES,
  SPONSORSHIP_REQUEST_STATUSES,
  SPONSORSHIP_VISIBLE_FIELDS,
} from '../../rules/sponsors.ts';

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

export const calendarDate = z.iso.date();
export const timestamp = z.iso.datetime();
/** A list's page number. */
export const page = z.coerce.number().int().min(1).max(10_000).default(1);

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
