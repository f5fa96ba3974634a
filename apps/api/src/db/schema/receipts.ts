import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Who sold, as it stood when the receipt was issued (a later change of address never rewrites a receipt). */
export interface ReceiptSeller {
  name: string;
  address: string;
  vatNumber: string | null;
}

// Receipts (issue 31): one per completed payment, numbered from one series without gaps. The
// counter row is taken in the payment's transaction, so a rolled-back payment leaves no hole and
// two payments at once wait for each other. Nothing here is ever updated or deleted.
export const receiptCounter = pgTable('receipt_counter', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique(),
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The account that paid; kept as null if it is later deleted (the receipt stays for the books). */
    payerUserId: uuid('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    vatCents: integer('vat_cents'),
    seller: jsonb('seller').$type<ReceiptSeller>().notNull(),
    /** 'PayFast' or 'the PayFast simulator', and its payment id. */
    paidThrough: text('paid_through').notNull(),
    providerReference: text('provider_reference'),
    issuedAt: at('issued_at').notNull(),
  },
  (t) => [index('receipts_payer_idx').on(t.payerUserId, t.issuedAt)],
);
