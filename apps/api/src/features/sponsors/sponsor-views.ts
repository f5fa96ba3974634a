import { learnerReferenceOf, ORGANIZATION_TO_SPONSOR_FILTER } from '@kusasa/domain/rules/sponsors';
import { sponsorOrganizationTypeSchema } from '@kusasa/domain/rules/audience-options';
import { type AdminSponsor } from '@kusasa/domain/schemas/sponsors/admin-sponsors';
import { type Allocation } from '@kusasa/domain/schemas/sponsors/allocations';
import {
  allocationStatusSchema,
  sponsoredPlanIdSchema,
  sponsorshipPaymentStatusSchema,
  sponsorshipPurposeSchema,
  sponsorshipRequestStatusSchema,
  sponsorshipVisibleFieldSchema,
} from '@kusasa/domain/schemas/sponsors/common';
import { type SponsorSponsorship } from '@kusasa/domain/schemas/sponsors/dashboard';
import type { IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import { type OpenRequest } from '@kusasa/domain/schemas/sponsors/funding';
import { sharedDetailsSchema, type SharedDetails, type SponsorshipRequest } from '@kusasa/domain/schemas/sponsors/requests';
import type { sponsors } from '../../db/schema/audiences.ts';
import type { sponsorAllocations } from '../../db/schema/sponsorships.ts';
import { saDay } from './sponsor-dates.ts';
import type { SponsorRequestRow, SponsorshipRow } from './sponsor-requests.repo.ts';

// Rows as they leave the API. A stored value that no longer parses (an old status) is shown as
// its nearest meaning rather than failing the whole list.

const NOTHING_SHARED: SharedDetails = { firstName: null, province: null, programme: null, institution: null, apsBand: null };
export const sharedOf = (row: Pick<SponsorRequestRow, 'shared'>): SharedDetails => ({
  ...NOTHING_SHARED,
  ...sharedDetailsSchema.partial().catch({}).parse(row.shared),
});
const planOf = (value: string | null) => sponsoredPlanIdSchema.nullable().catch(null).parse(value);
const purposeOf = (value: string) => sponsorshipPurposeSchema.catch('application_fee').parse(value);

export function toRequest(row: SponsorRequestRow): SponsorshipRequest {
  return {
    id: row.id,
    applicationId: row.applicationId,
    requestedAmountCents: row.requestedAmountCents,
    purpose: purposeOf(row.purpose),
    planId: planOf(row.planId),
    status: sponsorshipRequestStatusSchema.catch('pending').parse(row.status),
    shared: sharedOf(row),
    visibleFields: row.visibleFields.flatMap((field) => {
      const parsed = sponsorshipVisibleFieldSchema.safeParse(field);
      return parsed.success ? [parsed.data] : [];
    }),
    consentedAt: row.consentedAt.toISOString(),
    fundedAt: row.fundedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a sponsor sees of a request: never the learner's id, application id or anything not shared. */
export function toOpenRequest(row: SponsorRequestRow, identityCheck: IdentityCheck | null): OpenRequest {
  return {
    id: row.id,
    requestedAmountCents: row.requestedAmountCents,
    purpose: purposeOf(row.purpose),
    planId: planOf(row.planId),
    shared: sharedOf(row),
    identityCheck,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSponsorship({ sponsorship, request }: { sponsorship: SponsorshipRow; request: SponsorRequestRow }): SponsorSponsorship {
  return {
    id: sponsorship.id,
    applicationId: request.id,
    learnerReference: learnerReferenceOf(sponsorship.id),
    sponsoredAmountCents: sponsorship.sponsoredAmountCents,
    status: sponsorshipPaymentStatusSchema.catch('pending').parse(sponsorship.paymentStatus),
    paidAt: sponsorship.paidAt?.toISOString() ?? null,
    purpose: purposeOf(request.purpose),
    merchantReference: sponsorship.merchantReference,
    shared: sharedOf(request),
    createdAt: sponsorship.createdAt.toISOString(),
  };
}

export type SponsorRow = typeof sponsors.$inferSelect;

export function toAdminSponsor(row: SponsorRow): AdminSponsor {
  const organization = sponsorOrganizationTypeSchema.safeParse(row.organizationType);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organizationType: row.organizationType,
    type: organization.success ? ORGANIZATION_TO_SPONSOR_FILTER[organization.data] : null,
    contactPerson: row.contactPerson,
    status: row.status,
    tier: row.tier,
    website: row.website,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AllocationRow = typeof sponsorAllocations.$inferSelect;
export interface AllocationPeople {
  sponsorName: string | null;
  studentName: string | null;
  studentEmail: string | null;
  studentTrackingId: string | null;
}

export function toAllocation(row: AllocationRow, people: AllocationPeople): Allocation {
  return {
    id: row.id,
    sponsorId: row.sponsorId,
    studentId: row.studentId,
    ...people,
    status: allocationStatusSchema.catch('revoked').parse(row.status),
    plan: row.plan ?? '',
    allocatedOn: saDay(row.allocatedOn),
    expiresOn: row.expiresOn ? saDay(row.expiresOn) : null,
    notes: row.notes ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}
