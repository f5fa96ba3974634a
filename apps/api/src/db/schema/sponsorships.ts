import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications.ts';
import { sponsors } from './audiences.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// A sponsor paying for a learner's access (seed 002 "Sponsor allocation"). While one is active
// (status active and not past expires_on) the learner has sponsored premium access. Statuses:
// active, expired, revoked; `plan` names the plan it gives (Pro + AI when empty: the form stores
// an empty plan or notes as ''). A funded plan fee makes one (source_sponsorship_id).
export const sponsorAllocations = pgTable(
  'sponsor_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allocatedOn: at('allocated_on').notNull().defaultNow(),
    expiresOn: at('expires_on'),
    status: text('status').notNull().default('active'),
    plan: text('plan'),
    notes: text('notes'),
    /** The funded plan-fee sponsorship that made it; unique, so a repeated ITN makes one. */
    sourceSponsorshipId: uuid('source_sponsorship_id'),
    /** When the learner was told it ends within a week (once per allocation and expiry date). */
    expiryNoticeAt: at('expiry_notice_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sponsor_allocations_student_idx').on(t.studentId, t.status),
    index('sponsor_allocations_sponsor_idx').on(t.sponsorId, t.createdAt),
    index('sponsor_allocations_expiry_idx').on(t.status, t.expiresOn),
    uniqueIndex('sponsor_allocations_source_idx').on(t.sourceSponsorshipId),
  ],
);

// A learner's request for sponsorship (the seed's sponsor_applications). `shared` is the snapshot
// of the details the learner chose to show sponsors when asking (SharedDetails in the domain),
// with their consent's time and wording; nothing else about the learner ever reaches a sponsor.
// Statuses: pending (open), funded, withdrawn. held_by/held_until: a sponsor paying for it now.
export const sponsorApplications = pgTable(
  'sponsor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    requestedAmountCents: integer('requested_amount_cents').notNull(),
    purpose: text('purpose').notNull().default('application_fee'),
    planId: text('plan_id'),
    status: text('status').notNull().default('pending'),
    visibleFields: jsonb('visible_fields').$type<string[]>().notNull(),
    shared: jsonb('shared').$type<Record<string, string | null>>().notNull(),
    consentedAt: at('consented_at').notNull(),
    consentText: text('consent_text').notNull(),
    heldBy: uuid('held_by').references(() => users.id, { onDelete: 'set null' }),
    heldUntil: at('held_until'),
    fundedAt: at('funded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sponsor_applications_student_idx').on(t.studentId, t.createdAt),
    index('sponsor_applications_open_idx').on(t.status, t.createdAt),
    // One open request per application and purpose.
    uniqueIndex('sponsor_applications_open_unique_idx')
      .on(t.studentId, t.applicationId, t.purpose)
      .where(sql`${t.status} = 'pending'`),
    check('sponsor_applications_amount_positive', sql`${t.requestedAmountCents} > 0`),
  ],
);

// One request a sponsor paid (or is paying) for, in one PayFast payment that may cover several.
// payment_status: pending, paid, failed, cancelled; only the payment's ITN (through the payments
// feature's completion) makes it paid, and sets payment_id. Rows are written at checkout under the
// payment's merchant reference.
export const applicationFeeSponsorships = pgTable(
  'application_fee_sponsorships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sponsorApplicationId: uuid('sponsor_application_id')
      .notNull()
      .references(() => sponsorApplications.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    merchantReference: text('merchant_reference').notNull(),
    sponsoredAmountCents: integer('sponsored_amount_cents').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('application_fee_sponsorships_sponsor_idx').on(t.sponsorId, t.createdAt),
    uniqueIndex('application_fee_sponsorships_reference_request_idx').on(t.merchantReference, t.sponsorApplicationId),
  ],
);

// What admins write about a sponsor (/admin/sponsors/{id}).
export const sponsorNotes = pgTable(
  'sponsor_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sponsorId: uuid('sponsor_id')
      .notNull()
      .references(() => sponsors.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sponsor_notes_sponsor_idx').on(t.sponsorId, t.createdAt)],
);
