import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// A once-off plan payment through PayFast (or its built-in simulator), seed 002 section 3.
// The amount comes from the server's plan table when the row is created; the provider's
// notification (ITN) is the only thing that moves it to paid, failed or cancelled.
// Statuses: pending, paid, failed, cancelled, refunded (expired is derived: a pending payment
// older than 24 hours). A payment whose user is deleted stays (money records are kept) with
// user_id null: an orphaned payment for the admin's recovery screen.
/** What a payment buys; the kind decides what its completion does. */
export const PAYMENT_KINDS = ['plan', 'partner_subscription', 'sponsorship', 'consultation', 'application_fee'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

// kind: 'plan' (a learner's plan: plan_id and the PayFast tier basic or premium) or
// 'partner_subscription' (a month of a partner's tier: subject_id is the partner, tier its tier,
// no plan_id) or 'sponsorship' (a sponsor paying learners' requests: tier 'sponsorship', the rows
// in application_fee_sponsorships name the payment) or 'consultation' (a booked session: subject_id
// is the booking, tier the session type; decision 0418) or 'application_fee' (subject_id is the
// application, tier the institution's name; decision 0421); see docs/decisions/0164 and 0301. Only plan
// payments take part in plan views and recovery.
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** PayFast's m_payment_id: ours, unique, sent to and echoed by the provider. */
    merchantReference: text('merchant_reference').notNull(),
    kind: text('kind').notNull().default('plan'),
    /** What a non-plan payment pays for (a partner's id); no foreign key, so payments know no other table. */
    subjectId: uuid('subject_id'),
    planId: text('plan_id'),
    /** The provider's name for the plan (seed: basic = Essential, premium = Pro + AI), or the partner tier. */
    tier: text('tier').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method'),
    /** 'payfast' or 'simulator': which provider the payment was sent to. */
    provider: text('provider').notNull(),
    /** From the ITN: pf_payment_id, amount_gross and the payer's email. */
    providerPaymentId: text('provider_payment_id'),
    amountGrossCents: integer('amount_gross_cents'),
    payerEmail: text('payer_email'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the provider last told us anything about it (paid, failed or cancelled). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    // Admin recovery (docs/decisions/0011-payments-and-recovery.md).
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNotes: text('resolution_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_merchant_reference_idx').on(t.merchantReference),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    check('payments_plan_has_plan_id', sql`${t.kind} <> 'plan' OR ${t.planId} IS NOT NULL`),
    // Admin analytics: payments made in a date range.
    index('payments_created_at_idx').on(t.createdAt),
  ],
);

// Billing history (seed 002: transaction id, created_at, transaction_type, amount, currency,
// status). One row per completed plan purchase; its unique payment_id is also what makes plan
// activation happen once per payment, however often the provider repeats itself.
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    transactionType: text('transaction_type').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transactions_user_idx').on(t.userId, t.createdAt), uniqueIndex('transactions_payment_idx').on(t.paymentId)],
);
