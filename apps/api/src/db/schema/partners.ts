import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** A calendar day ('YYYY-MM-DD'), South African time. */
const day = (name: string) => date(name, { mode: 'string' });

// The partner CRM (seed 002 sections 3 and 4): the union of the seed's two readings of a partner.
// type: university, tvet, funder, seta, other, sponsor; tier: basic, standard, premium; status:
// active, pending, inactive; integration_status: pending, in_progress, integration_details,
// test_api, completed (docs/decisions/0160-0164).
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    tier: text('tier').notNull().default('basic'),
    status: text('status').notNull().default('pending'),
    integrationStatus: text('integration_status').notNull().default('pending'),
    /** Set when a signed MoU (a PDF) is stored under mou_file_key: 'Signed MoU Uploaded'. */
    mouUploadedAt: at('mou_uploaded_at'),
    mouFileKey: text('mou_file_key'),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    phone: text('phone'),
    website: text('website'),
    organizationType: text('organization_type'),
    annualInvestmentCents: bigint('annual_investment_cents', { mode: 'number' }),
    contractStartDate: day('contract_start_date'),
    contractEndDate: day('contract_end_date'),
    /** Who created the row: an admin, or the organisation's user registering through the portal. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The organisation's account whose /partner-dashboard this is (one partner per account). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('partners_created_idx').on(t.createdAt),
    index('partners_contact_email_idx').on(sql`lower(${t.contactEmail})`),
    uniqueIndex('partners_owner_idx').on(t.ownerId),
  ],
);

/** Invoice numbers come from one sequence (INV-{year}-{nnnnnn}), so two payments never share one. */
export const partnerInvoiceSequence = pgSequence('partner_invoice_seq', { startWith: 1, increment: 1 });

// Payments from a partner: recorded by an admin, or made on /partner/checkout through PayFast
// (payment_id, unique: the ITN records a checkout payment once). status: paid or pending; overdue
// is derived (pending after due_date).
export const partnerPayments = pgTable(
  'partner_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    paymentMethod: text('payment_method'),
    status: text('status').notNull(),
    paymentDate: day('payment_date'),
    dueDate: day('due_date'),
    invoiceNumber: text('invoice_number').notNull(),
    referenceNumber: text('reference_number'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('partner_payments_partner_idx').on(t.partnerId, t.createdAt),
    index('partner_payments_status_due_idx').on(t.status, t.dueDate),
    uniqueIndex('partner_payments_invoice_idx').on(t.invoiceNumber),
    uniqueIndex('partner_payments_payment_idx').on(t.paymentId),
  ],
);

export const partnerNotes = pgTable(
  'partner_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    noteType: text('note_type').notNull().default('general'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('partner_notes_partner_idx').on(t.partnerId, t.createdAt)],
);

// Public /partner-inquiry submissions. status: empty or pending, contacted, converted, rejected
// (rules/partners INQUIRY_TRANSITIONS); a converted inquiry keeps the partner it became.
export const partnerInquiries = pgTable(
  'partner_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionName: text('institution_name').notNull(),
    institutionType: text('institution_type').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    website: text('website'),
    studentCount: text('student_count'),
    interestedTier: text('interested_tier'),
    message: text('message'),
    status: text('status').default('pending'),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('partner_inquiries_created_idx').on(t.createdAt)],
);

/** Send Email: each reply an admin mailed about an inquiry, kept with it. */
export const partnerInquiryReplies = pgTable(
  'partner_inquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => partnerInquiries.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentTo: text('sent_to').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [index('partner_inquiry_replies_inquiry_idx').on(t.inquiryId, t.sentAt)],
);

// The tiers partners subscribe to (seed 002: partner_tier_config). The seed calls the fee
// annual_fee and also "R2,500 per month": it is monthly (decision 0160). The three seed tiers are
// inserted by the migration that creates the table.
export const partnerTierConfig = pgTable(
  'partner_tier_config',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tier: text('tier').notNull(),
    name: text('name').notNull(),
    monthlyFeeCents: integer('monthly_fee_cents').notNull(),
    /** Applications a month; null is unlimited. */
    maxApplications: integer('max_applications'),
    /** API calls an hour; null is unlimited. */
    apiRateLimit: integer('api_rate_limit'),
    supportLevel: text('support_level').notNull().default('Standard'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_tier_config_tier_idx').on(t.tier)],
);
