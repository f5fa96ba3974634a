import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { consultationBookings, consultationRefunds, consultationSlots } from '../../db/schema/consultations.ts';

// The only reader and writer of the consultation tables (scripts/lint/table-owners.js).

export type SlotRow = typeof consultationSlots.$inferSelect;
export type BookingRow = typeof consultationBookings.$inferSelect;
export type NewBookingRow = typeof consultationBookings.$inferInsert;
export type RefundRow = typeof consultationRefunds.$inferSelect;
export type NewRefundRow = typeof consultationRefunds.$inferInsert;

/** A booking that holds its slot: confirmed, or waiting for payment (a stale hold is released by `releaseStaleHolds`). */
const LIVE = ['pending_payment', 'confirmed'];

export function createConsultationsRepo(db: Executor) {
  return {
    /** Serialises one counselor's slot writes (the overlap check) until the transaction ends. */
    async lockCounselor(counselorId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`consultations:${counselorId}`}))`);
    },

    insertSlot: async (row: typeof consultationSlots.$inferInsert): Promise<SlotRow> => (await db.insert(consultationSlots).values(row).returning())[0]!,

    /** The counselor's open slots that overlap [startsAt, endsAt). */
    overlapping: (counselorId: string, startsAt: Date, endsAt: Date) =>
      db
        .select({ id: consultationSlots.id })
        .from(consultationSlots)
        .where(
          and(
            eq(consultationSlots.counselorId, counselorId),
            isNull(consultationSlots.withdrawnAt),
            lt(consultationSlots.startsAt, endsAt),
            gt(consultationSlots.endsAt, startsAt),
          ),
        ),

    /** The slot, locked for this transaction (the race for it is decided here). */
    async lockSlot(slotId: string): Promise<SlotRow | null> {
      const [row] = await db.select().from(consultationSlots).where(eq(consultationSlots.id, slotId)).for('update');
      return row ?? null;
    },

    withdraw: (slotId: string, at: Date) => db.update(consultationSlots).set({ withdrawnAt: at }).where(eq(consultationSlots.id, slotId)),

    /** A counselor's slots still to come (not withdrawn), soonest first. */
    slotsOf: (counselorId: string, now: Date) =>
      db
        .select()
        .from(consultationSlots)
        .where(and(eq(consultationSlots.counselorId, counselorId), isNull(consultationSlots.withdrawnAt), gt(consultationSlots.endsAt, now)))
        .orderBy(asc(consultationSlots.startsAt)),

    /** Open slots starting after `from` with no live booking, soonest first. */
    freeSlots: (from: Date) =>
      db
        .select()
        .from(consultationSlots)
        .where(
          and(
            isNull(consultationSlots.withdrawnAt),
            gt(consultationSlots.startsAt, from),
            sql`not exists (select 1 from ${consultationBookings} b where b.slot_id = ${consultationSlots.id} and b.status in ('pending_payment', 'confirmed'))`,
          ),
        )
        .orderBy(asc(consultationSlots.startsAt))
        .limit(200),

    /** Live bookings of these slots. */
    liveBookingsOf: (slotIds: string[]) =>
      slotIds.length === 0
        ? Promise.resolve([] as BookingRow[])
        : db
            .select()
            .from(consultationBookings)
            .where(and(inArray(consultationBookings.slotId, slotIds), inArray(consultationBookings.status, LIVE))),

    liveBookingOf: async (slotId: string): Promise<BookingRow | null> =>
      (
        await db
          .select()
          .from(consultationBookings)
          .where(and(eq(consultationBookings.slotId, slotId), inArray(consultationBookings.status, LIVE)))
      )[0] ?? null,

    /** Holds whose time ran out become expired, so their slots are free (all of them, or one slot's). */
    releaseStaleHolds: (now: Date, slotId?: string) =>
      db
        .update(consultationBookings)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(consultationBookings.status, 'pending_payment'),
            lte(consultationBookings.holdExpiresAt, now),
            slotId ? eq(consultationBookings.slotId, slotId) : undefined,
          ),
        )
        .returning({ id: consultationBookings.id }),

    insertBooking: async (row: NewBookingRow): Promise<BookingRow> => (await db.insert(consultationBookings).values(row).returning())[0]!,

    async lockBooking(bookingId: string): Promise<BookingRow | null> {
      const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, bookingId)).for('update');
      return row ?? null;
    },

    byMerchantReference: async (learnerId: string, merchantReference: string): Promise<BookingRow | null> =>
      (
        await db
          .select()
          .from(consultationBookings)
          .where(and(eq(consultationBookings.learnerId, learnerId), eq(consultationBookings.merchantReference, merchantReference)))
      )[0] ?? null,

    booking: async (bookingId: string): Promise<BookingRow | null> =>
      (await db.select().from(consultationBookings).where(eq(consultationBookings.id, bookingId)))[0] ?? null,

    updateBooking: async (bookingId: string, changes: Partial<NewBookingRow>): Promise<BookingRow> =>
      (await db.update(consultationBookings).set(changes).where(eq(consultationBookings.id, bookingId)).returning())[0]!,

    /** The learner's bookings, newest session first (held, confirmed and ended alike). */
    bookingsOf: (learnerId: string) =>
      db.select().from(consultationBookings).where(eq(consultationBookings.learnerId, learnerId)).orderBy(asc(consultationBookings.startsAt)),

    /** Included sessions of a type the learner has used (cancelled ones are given back). */
    async includedUsed(learnerId: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ sessionType: consultationBookings.sessionType, count: sql<number>`count(*)::int` })
        .from(consultationBookings)
        .where(and(eq(consultationBookings.learnerId, learnerId), eq(consultationBookings.paidBy, 'included'), ne(consultationBookings.status, 'cancelled')))
        .groupBy(consultationBookings.sessionType);
      return new Map(rows.map((row) => [row.sessionType, row.count]));
    },

    /** Confirmed sessions starting in (from, until]: reminders. */
    confirmedStartingBetween: (from: Date, until: Date) =>
      db
        .select()
        .from(consultationBookings)
        .where(and(eq(consultationBookings.status, 'confirmed'), gt(consultationBookings.startsAt, from), lte(consultationBookings.startsAt, until))),

    insertRefund: async (row: NewRefundRow): Promise<RefundRow> => (await db.insert(consultationRefunds).values(row).returning())[0]!,

    refundsOf: (bookingIds: string[]) =>
      bookingIds.length === 0
        ? Promise.resolve([] as RefundRow[])
        : db.select().from(consultationRefunds).where(inArray(consultationRefunds.bookingId, bookingIds)),

    /** Refunds owing money back, for payment recovery's Refunds Due. */
    refundsDue: () => db.select().from(consultationRefunds).where(gt(consultationRefunds.amountCents, 0)),
  };
}

export type ConsultationsRepo = ReturnType<typeof createConsultationsRepo>;
