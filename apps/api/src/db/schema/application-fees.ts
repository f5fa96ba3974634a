import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { institutions } from './catalogue.ts';

// The institution fee ledger (issue 31, decision 0421): every application fee Kusasa collected for
// an institution (paid by the learner or a sponsor), every payout an admin made to it with the
// bank's reference, and every correction with its reason. Append-only: a trigger refuses UPDATE
// and DELETE, so a statement never changes after the fact; a mistake is put right by a new entry.
// application_id, payment_id and created_by carry no foreign key on purpose: a deleted application
// or account must not rewrite (set null) or remove (cascade) a money record.
export const institutionFeeLedger = pgTable(
  'institution_fee_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    /** fee_collected (amount > 0), payout (amount < 0), correction (either sign, with a reason). */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    applicationId: uuid('application_id'),
    paymentId: uuid('payment_id'),
    /** learner or sponsor, for a collected fee. */
    payer: text('payer'),
    /** The payment's merchant reference for a fee, the bank's reference for a payout. */
    reference: text('reference'),
    reason: text('reason'),
    /** The admin who recorded a payout or correction; null for fees (the payment provider's word). */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('institution_fee_ledger_institution_idx').on(t.institutionId, t.createdAt),
    // One fee entry per payment and application, however often the provider repeats itself.
    uniqueIndex('institution_fee_ledger_fee_idx')
      .on(t.paymentId, t.applicationId)
      .where(sql`${t.kind} = 'fee_collected'`),
    check('institution_fee_ledger_kind', sql`${t.kind} in ('fee_collected', 'payout', 'correction')`),
    check(
      'institution_fee_ledger_sign',
      sql`(${t.kind} = 'fee_collected' and ${t.amountCents} > 0 and ${t.paymentId} is not null and ${t.applicationId} is not null)
        or (${t.kind} = 'payout' and ${t.amountCents} < 0 and ${t.reference} is not null)
        or (${t.kind} = 'correction' and ${t.amountCents} <> 0 and ${t.reason} is not null)`,
    ),
  ],
);
