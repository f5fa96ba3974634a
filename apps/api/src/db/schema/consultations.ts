import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Bookable consultations (issue 31, decision 0418): counselors' published slots, learners'
// bookings of them, and the refunds cancellations owe (insert-only: never edited afterwards).

/** A time an approved counselor offers; ends_at is start + the longest session it offers. */
export const consultationSlots = pgTable(
  'consultation_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** Session type ids (rules/consultations.ts) the counselor offers in this slot. */
    sessionTypes: jsonb('session_types').$type<string[]>().notNull(),
    /** Set when the counselor withdraws an unbooked slot; the row stays for bookings that referred to it. */
    withdrawnAt: at('withdrawn_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('consultation_slots_counselor_idx').on(t.counselorId, t.startsAt), index('consultation_slots_starts_idx').on(t.startsAt)],
);

/**
 * A learner's booking of a slot. pending_payment holds the slot until hold_expires_at; confirmed
 * when paid (or included in the plan); cancelled by the learner; expired when the hold ran out.
 */
export const consultationBookings = pgTable(
  'consultation_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => consultationSlots.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counselorId: uuid('counselor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionType: text('session_type').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status').notNull(),
    holdExpiresAt: at('hold_expires_at'),
    priceCents: integer('price_cents').notNull(),
    /** 'payment' or 'included' (a Pro + AI included session). */
    paidBy: text('paid_by').notNull(),
    /** The payment that paid it (no foreign key: payments know no other table, nor this one theirs). */
    paymentId: uuid('payment_id'),
    /** The checkout's m_payment_id, so the page PayFast returns to finds the booking. */
    merchantReference: text('merchant_reference'),
    paidAt: at('paid_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Two learners racing for one slot: only one live booking per slot can exist.
    uniqueIndex('consultation_bookings_live_slot_idx')
      .on(t.slotId)
      .where(sql`${t.status} in ('pending_payment', 'confirmed')`),
    index('consultation_bookings_learner_idx').on(t.learnerId, t.startsAt),
    index('consultation_bookings_counselor_idx').on(t.counselorId, t.startsAt),
    check('consultation_bookings_status', sql`${t.status} in ('pending_payment', 'confirmed', 'cancelled', 'expired')`),
  ],
);

/** What a cancelled (or too-late paid) booking gives back, at the policy's rate; one per booking, never edited. */
export const consultationRefunds = pgTable(
  'consultation_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => consultationBookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull(),
    paidCents: integer('paid_cents').notNull(),
    percent: integer('percent').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultation_refunds_booking_idx').on(t.bookingId),
    check('consultation_refunds_amount', sql`${t.amountCents} between 0 and ${t.paidCents}`),
  ],
);
