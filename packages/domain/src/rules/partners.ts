// The partner CRM's rules (seed 002 sections 3, 4 and 5): the value lists, the inquiry state
// machine, overdue payments and the partner portal's gate. The integration checklist is in
// partner-integration.ts, the starting tier configuration in partner-tiers.ts. Pure functions, so
// the API enforces and the web shows the same reading.

export const PARTNER_TYPES = ['university', 'tvet', 'funder', 'seta', 'other', 'sponsor'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
/** The list page's type filter (seed: All Types, University, TVET, Funder, SETA); the API accepts every type. */
export const PARTNER_TYPE_FILTER_OPTIONS = ['university', 'tvet', 'funder', 'seta'] as const satisfies readonly PartnerType[];

export const PARTNER_TIERS = ['basic', 'standard', 'premium'] as const;
export type PartnerTier = (typeof PARTNER_TIERS)[number];

export const PARTNER_STATUSES = ['active', 'pending', 'inactive'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

// ----- Inquiries -----

export const INQUIRY_INSTITUTION_TYPES = ['university', 'tvet', 'private_college', 'school'] as const;
export type InquiryInstitutionType = (typeof INQUIRY_INSTITUTION_TYPES)[number];
export const INQUIRY_STUDENT_COUNTS = ['<1000', '1000-5000', '5000-10000', '10000+'] as const;
export type InquiryStudentCount = (typeof INQUIRY_STUDENT_COUNTS)[number];
export const INQUIRY_TIERS = ['basic', 'standard', 'premium', 'custom'] as const;
export type InquiryTier = (typeof INQUIRY_TIERS)[number];

export const INQUIRY_STATUSES = ['pending', 'contacted', 'converted', 'rejected'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Seed 002 section 4: pending (also when empty) to contacted or rejected; contacted to converted; nothing after. */
export const INQUIRY_TRANSITIONS: Record<InquiryStatus, readonly InquiryStatus[]> = {
  pending: ['contacted', 'rejected'],
  contacted: ['converted'],
  converted: [],
  rejected: [],
};

/** A stored status as the state machine reads it: empty or unknown is pending. */
export function inquiryStatusOf(stored: string | null | undefined): InquiryStatus {
  return (INQUIRY_STATUSES as readonly unknown[]).includes(stored) ? (stored as InquiryStatus) : 'pending';
}

export function canMoveInquiry(from: string | null | undefined, to: InquiryStatus): boolean {
  return INQUIRY_TRANSITIONS[inquiryStatusOf(from)].includes(to);
}

/** What a converted inquiry's partner starts as: its type and tier read from the inquiry. */
export function partnerTypeForInquiry(type: InquiryInstitutionType): PartnerType {
  return type === 'university' || type === 'tvet' ? type : 'other';
}

/** A custom tier is agreed later: the partner starts on Basic and the request is kept in a note. */
export function partnerTierForInquiry(tier: InquiryTier | null): PartnerTier {
  return tier === null || tier === 'custom' ? 'basic' : tier;
}

/** Converted inquiries over all inquiries, 0 to 1; null when there are none. */
export function conversionRate(converted: number, total: number): number | null {
  return total > 0 ? converted / total : null;
}

// ----- Notes and payments -----

export const PARTNER_NOTE_TYPES = ['general', 'meeting', 'call', 'email', 'integration', 'payment'] as const;
export type PartnerNoteType = (typeof PARTNER_NOTE_TYPES)[number];

export const PARTNER_PAYMENT_METHODS = ['eft', 'card', 'debit_order', 'other'] as const;
export type PartnerPaymentMethod = (typeof PARTNER_PAYMENT_METHODS)[number];

/** Stored statuses; overdue is derived. */
export const RECORDED_PARTNER_PAYMENT_STATUSES = ['paid', 'pending'] as const;
export type RecordedPartnerPaymentStatus = (typeof RECORDED_PARTNER_PAYMENT_STATUSES)[number];
export const PARTNER_PAYMENT_STATUSES = ['paid', 'pending', 'overdue'] as const;
export type PartnerPaymentStatus = (typeof PARTNER_PAYMENT_STATUSES)[number];

/**
 * A payment still pending after its due date is overdue. Dates are calendar days
 * ('YYYY-MM-DD', South African time), so they compare as strings.
 */
export function partnerPaymentStatus(stored: string, dueDate: string | null, today: string): PartnerPaymentStatus {
  if (stored === 'paid') return 'paid';
  return dueDate !== null && dueDate < today ? 'overdue' : 'pending';
}

/** INV-2026-000042: the year of issue and a number from one sequence, so invoices never repeat. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

// ----- The partner portal -----

/** Accounts that may register their organisation as a partner and pay for it (docs/decisions/0163). */
export const PARTNER_ACCOUNT_TYPES = ['institution', 'sponsor', 'nsfas'] as const;
export type PartnerAccountType = (typeof PARTNER_ACCOUNT_TYPES)[number];
export const isPartnerAccountType = (userType: unknown): userType is PartnerAccountType => (PARTNER_ACCOUNT_TYPES as readonly unknown[]).includes(userType);

/** What /partner-dashboard shows (seed 002 section 4); signed out is the web's redirect to /partner/login. */
export const PARTNER_GATES = ['no-partner', 'payment-required', 'active'] as const;
export type PartnerGate = (typeof PARTNER_GATES)[number];

export function partnerGate(partner: { status: PartnerStatus } | null): PartnerGate {
  if (partner === null) return 'no-partner';
  return partner.status === 'active' ? 'active' : 'payment-required';
}

/** Partner checkout offers EFT (the seed's prompt) and card. */
export const PARTNER_CHECKOUT_METHODS = ['eft', 'card'] as const;
export type PartnerCheckoutMethod = (typeof PARTNER_CHECKOUT_METHODS)[number];

// ----- Public inquiry form: bot protection without a third-party captcha (docs/decisions/0162) -----

/** A person needs at least this long between loading the form and sending it. */
export const INQUIRY_MIN_FILL_SECONDS = 3;
/** A form token older than this is refused (the page fetches a new one and the user sends again). */
export const INQUIRY_FORM_TOKEN_MAX_AGE_HOURS = 24;
/** The hidden field people never see or fill; a bot that fills it is answered as if it succeeded. */
export const INQUIRY_HONEYPOT_FIELD = 'fax';
/** Inquiries one address may send an hour. */
export const INQUIRY_RATE_LIMIT_PER_HOUR = 5;
export const INQUIRY_REPLY_HOURS = 24;
