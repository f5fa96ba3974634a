import type { SponsorOrganizationType } from './audience-options.ts';

// Sponsors, sponsorship requests, application-fee sponsorships and allocations (seed 002
// sections 2 to 9). Pure values and functions so the API enforces and the web shows one reading.

// ----- Sponsorship requests (the seed's sponsor_applications) -----

/** What a learner asks a sponsor to pay: an application fee (the seed's default) or a plan's once-off fee. */
export const SPONSORSHIP_PURPOSES = ['application_fee', 'plan_fee'] as const;
export type SponsorshipPurpose = (typeof SPONSORSHIP_PURPOSES)[number];
export const DEFAULT_SPONSORSHIP_PURPOSE: SponsorshipPurpose = 'application_fee';

/**
 * pending: open, sponsors see it; funded: a sponsor's payment was confirmed; withdrawn: the
 * learner took it back before anyone paid.
 */
export const SPONSORSHIP_REQUEST_STATUSES = ['pending', 'funded', 'withdrawn'] as const;
export type SponsorshipRequestStatus = (typeof SPONSORSHIP_REQUEST_STATUSES)[number];

/**
 * An application fee in South Africa is R0 to a few hundred rand; R1,000 leaves room for the
 * dearest and stops a typo (R20000) reaching sponsors (docs/decisions/0300).
 */
export const SPONSORSHIP_MIN_AMOUNT_CENTS = 100;
export const SPONSORSHIP_MAX_AMOUNT_CENTS = 100_000;

/** The details a learner may let sponsors see, each chosen at request time (never ID number, email, phone or documents). */
export const SPONSORSHIP_VISIBLE_FIELDS = ['firstName', 'province', 'programme', 'institution', 'apsBand'] as const;
export type SponsorshipVisibleField = (typeof SPONSORSHIP_VISIBLE_FIELDS)[number];

/** The APS band a sponsor may see instead of the exact score: 30 gives '30-34'. */
export const APS_BAND_WIDTH = 5;
export function apsBand(score: number | null | undefined): string | null {
  if (score === null || score === undefined || !Number.isFinite(score) || score < 0) return null;
  const low = Math.floor(score / APS_BAND_WIDTH) * APS_BAND_WIDTH;
  return `${low}-${low + APS_BAND_WIDTH - 1}`;
}

/**
 * A sponsor who starts paying holds the requests for this long: nobody else can start paying
 * for them meanwhile, so two sponsors do not pay for the same fee (docs/decisions/0301).
 */
export const SPONSORSHIP_HOLD_MINUTES = 30;
/** Issue 34 (finding 6): the most open requests one sponsor may hold at once, and how often one request may be checked out again by the same sponsor in a day. */
export const SPONSOR_MAX_HELD_REQUESTS = 10;
export const SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY = 3;
/** The learner reference a sponsor sees: per sponsorship, never the learner's account id (issue 34, finding 8). */
export const learnerReferenceOf = (sponsorshipId: string): string => `KS-${sponsorshipId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
/** At most this many requests in one payment. */
export const SPONSORSHIP_MAX_PER_CHECKOUT = 20;

// ----- Application-fee sponsorships (one row per request a sponsor pays for) -----

// 'refund_due': money arrived for a request already funded or withdrawn (issue 34, finding 2); an admin refunds it.
export const SPONSORSHIP_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'refund_due'] as const;
export type SponsorshipPaymentStatus = (typeof SPONSORSHIP_PAYMENT_STATUSES)[number];

// ----- Allocations -----

export const ALLOCATION_STATUSES = ['active', 'expired', 'revoked'] as const;
export type AllocationStatus = (typeof ALLOCATION_STATUSES)[number];
export const DEFAULT_ALLOCATION_STATUS: AllocationStatus = 'active';
/** The plan an allocation gives when its plan is empty (sponsored premium access). */
export const DEFAULT_SPONSORED_PLAN = 'pro-ai';
/** The learner is told this many days before an allocation's expires_on. */
export const ALLOCATION_EXPIRY_NOTICE_DAYS = 7;
/** A plan fee a sponsor paid gives the plan for one year (an application season and its results). */
export const FUNDED_PLAN_ALLOCATION_DAYS = 365;

// ----- Sponsors -----

/**
 * Registration offers individual, company, ngo, government; the admin filter shows corporate,
 * foundation, government, individual. They name the same four kinds (docs/decisions/0302):
 * the stored value is registration's, the filter's word is how admins say it.
 */
export const SPONSOR_FILTER_TYPES = ['corporate', 'foundation', 'government', 'individual'] as const;
export type SponsorFilterType = (typeof SPONSOR_FILTER_TYPES)[number];
export const SPONSOR_FILTER_TO_ORGANIZATION: Record<SponsorFilterType, SponsorOrganizationType> = {
  corporate: 'company',
  foundation: 'ngo',
  government: 'government',
  individual: 'individual',
};
export const ORGANIZATION_TO_SPONSOR_FILTER: Record<SponsorOrganizationType, SponsorFilterType> = {
  company: 'corporate',
  ngo: 'foundation',
  government: 'government',
  individual: 'individual',
};

export const SPONSOR_STATUSES = ['active', 'inactive'] as const;
export type SponsorStatus = (typeof SPONSOR_STATUSES)[number];

/** Rows per page on /admin/sponsors (both tabs). */
export const ADMIN_SPONSORS_PAGE_SIZE = 20;
/** At most this many people a picker offers for one search. */
export const SPONSOR_PICKER_LIMIT = 10;

// ----- CSV exports (seed 002 section 7) -----

export const ALLOCATIONS_CSV_FILENAME = 'allocations.csv';
export const ALLOCATIONS_CSV_HEADERS = ['Sponsor ID', 'Student ID', 'Status', 'Plan', 'Allocated On', 'Expires On', 'Notes'] as const;
export const SPONSORS_CSV_FILENAME = 'sponsors.csv';
export const SPONSORS_CSV_HEADERS = ['ID', 'Name', 'Email', 'Phone', 'Contact Person', 'Status', 'Tier', 'Website'] as const;
/** The sponsor's own record of what they paid (for a finance team); Kusasa's columns. */
export const SPONSOR_SPONSORSHIPS_CSV_FILENAME = 'my-sponsorships.csv';
export const SPONSOR_SPONSORSHIPS_CSV_HEADERS = [
  'Application ID',
  'Student ID',
  'Sponsored Amount',
  'Status',
  'Paid At',
  'Purpose',
  'Payment Reference',
] as const;
