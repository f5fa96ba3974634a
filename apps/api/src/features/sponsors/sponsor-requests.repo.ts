import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OpenRequestsQuery } from '@kusasa/domain/schemas/sponsors/funding';
import { shareableSql } from '../../core/guardian-consent/guardian-consent.repo.ts';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { applicationFeeSponsorships, sponsorApplications } from '../../db/schema/sponsorships.ts';

export type SponsorRequestRow = typeof sponsorApplications.$inferSelect;
export type SponsorshipRow = typeof applicationFeeSponsorships.$inferSelect;

// Learners' sponsorship requests (sponsor_applications) and the sponsorships that pay them.
export function createSponsorRequestsRepo(db: Executor) {
  return {
    async insertRequest(values: typeof sponsorApplications.$inferInsert): Promise<SponsorRequestRow> {
      const [row] = await db.insert(sponsorApplications).values(values).returning();
      if (!row) throw new Error('sponsorship request not stored');
      return row;
    },

    forStudent(studentId: string): Promise<SponsorRequestRow[]> {
      return db
        .select()
        .from(sponsorApplications)
        .where(eq(sponsorApplications.studentId, studentId))
        .orderBy(desc(sponsorApplications.createdAt), desc(sponsorApplications.id));
    },

    async ownRequest(id: string, studentId: string, lock = false): Promise<SponsorRequestRow | null> {
      const query = db
        .select()
        .from(sponsorApplications)
        .where(and(eq(sponsorApplications.id, id), eq(sponsorApplications.studentId, studentId)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** Locks the requests (in id order, so two checkouts never deadlock) until the transaction ends. */
    lockRequests(ids: string[]): Promise<SponsorRequestRow[]> {
      return db.select().from(sponsorApplications).where(inArray(sponsorApplications.id, ids)).orderBy(asc(sponsorApplications.id)).for('update');
    },

    async updateRequest(id: string, change: Partial<typeof sponsorApplications.$inferInsert>): Promise<SponsorRequestRow> {
      const [row] = await db.update(sponsorApplications).set(change).where(eq(sponsorApplications.id, id)).returning();
      if (!row) throw new Error(`sponsorship request ${id} vanished`);
      return row;
    },

    /** Open requests nobody else is paying for at `now`, oldest first (those waiting longest). */
    open(query: OpenRequestsQuery & { now: Date; sponsorId: string }): Promise<SponsorRequestRow[]> {
      const conditions: SQL[] = [
        eq(sponsorApplications.status, 'pending'),
        shareableSql(sponsorApplications.studentId),
        or(isNull(sponsorApplications.heldUntil), lte(sponsorApplications.heldUntil, query.now), eq(sponsorApplications.heldBy, query.sponsorId)) as SQL,
      ];
      // The filters read only what the learner chose to share: a hidden province matches no province filter.
      if (query.province) conditions.push(sql`${sponsorApplications.shared}->>'province' = ${query.province}`);
      if (query.institution) conditions.push(ilike(sql`${sponsorApplications.shared}->>'institution'`, containsPattern(query.institution)));
      if (query.purpose) conditions.push(eq(sponsorApplications.purpose, query.purpose));
      if (query.minAmountCents !== undefined) conditions.push(gte(sponsorApplications.requestedAmountCents, Number(query.minAmountCents)));
      if (query.maxAmountCents !== undefined) conditions.push(lte(sponsorApplications.requestedAmountCents, Number(query.maxAmountCents)));
      return db
        .select()
        .from(sponsorApplications)
        .where(and(...conditions))
        .orderBy(asc(sponsorApplications.createdAt), asc(sponsorApplications.id))
        .limit(500);
    },

    async insertSponsorships(values: (typeof applicationFeeSponsorships.$inferInsert)[]): Promise<SponsorshipRow[]> {
      return db.insert(applicationFeeSponsorships).values(values).returning();
    },

    forPayment(paymentId: string): Promise<SponsorshipRow[]> {
      return db
        .select()
        .from(applicationFeeSponsorships)
        .where(eq(applicationFeeSponsorships.paymentId, paymentId))
        .orderBy(asc(applicationFeeSponsorships.id))
        .for('update');
    },

    forReference(sponsorId: string, merchantReference: string): Promise<SponsorshipRow[]> {
      return db
        .select()
        .from(applicationFeeSponsorships)
        .where(and(eq(applicationFeeSponsorships.sponsorId, sponsorId), eq(applicationFeeSponsorships.merchantReference, merchantReference)));
    },

    async updateSponsorship(id: string, change: Partial<typeof applicationFeeSponsorships.$inferInsert>): Promise<void> {
      await db.update(applicationFeeSponsorships).set(change).where(eq(applicationFeeSponsorships.id, id));
    },

    /** A payment that ended without money: its pending rows follow it, and the requests it held are free again. */
    async endUnpaid(sponsorId: string, merchantReference: string, status: 'failed' | 'cancelled', now: Date): Promise<void> {
      const rows = await db
        .update(applicationFeeSponsorships)
        .set({ paymentStatus: status, updatedAt: now })
        .where(
          and(
            eq(applicationFeeSponsorships.sponsorId, sponsorId),
            eq(applicationFeeSponsorships.merchantReference, merchantReference),
            eq(applicationFeeSponsorships.paymentStatus, 'pending'),
          ),
        )
        .returning({ requestId: applicationFeeSponsorships.sponsorApplicationId });
      if (rows.length === 0) return;
      await db
        .update(sponsorApplications)
        .set({ heldBy: null, heldUntil: null, updatedAt: now })
        .where(
          and(
            inArray(
              sponsorApplications.id,
              rows.map((row) => row.requestId),
            ),
            eq(sponsorApplications.heldBy, sponsorId),
            gt(sponsorApplications.heldUntil, now),
          ),
        );
    },

    /** Payments that paid for a request already funded or withdrawn, with the request (issue 34). */
    async refundsDue(): Promise<{ paymentId: string; requestId: string }[]> {
      const rows = await db
        .selectDistinct({ paymentId: applicationFeeSponsorships.paymentId, requestId: applicationFeeSponsorships.sponsorApplicationId })
        .from(applicationFeeSponsorships)
        .where(eq(applicationFeeSponsorships.paymentStatus, 'refund_due'));
      return rows.flatMap((row) => (row.paymentId ? [{ paymentId: row.paymentId, requestId: row.requestId }] : []));
    },

    /** How many open requests this sponsor holds now. */
    async heldCount(sponsorId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(sponsorApplications)
        .where(and(eq(sponsorApplications.heldBy, sponsorId), gt(sponsorApplications.heldUntil, now), eq(sponsorApplications.status, 'pending')));
      return row?.count ?? 0;
    },

    /** Per request, how many checkouts this sponsor started for it since `since`. */
    checkoutsSince(sponsorId: string, requestIds: string[], since: Date): Promise<{ requestId: string; count: number }[]> {
      return db
        .select({ requestId: applicationFeeSponsorships.sponsorApplicationId, count: count() })
        .from(applicationFeeSponsorships)
        .where(
          and(
            eq(applicationFeeSponsorships.sponsorId, sponsorId),
            inArray(applicationFeeSponsorships.sponsorApplicationId, requestIds),
            gt(applicationFeeSponsorships.createdAt, since),
          ),
        )
        .groupBy(applicationFeeSponsorships.sponsorApplicationId);
    },

    /** The application fees a payment paid (not a plan fee, not money kept for a refund), with their applications. */
    paidApplicationFees(paymentId: string): Promise<{ applicationId: string | null; amountCents: number }[]> {
      return db
        .select({ applicationId: sponsorApplications.applicationId, amountCents: applicationFeeSponsorships.sponsoredAmountCents })
        .from(applicationFeeSponsorships)
        .innerJoin(sponsorApplications, eq(sponsorApplications.id, applicationFeeSponsorships.sponsorApplicationId))
        .where(
          and(
            eq(applicationFeeSponsorships.paymentId, paymentId),
            eq(applicationFeeSponsorships.paymentStatus, 'paid'),
            eq(sponsorApplications.purpose, 'application_fee'),
          ),
        )
        .orderBy(asc(applicationFeeSponsorships.id));
    },

    /** A sponsor's sponsorships with the request each pays, newest first. */
    forSponsor(sponsorId: string) {
      return db
        .select({ sponsorship: applicationFeeSponsorships, request: sponsorApplications })
        .from(applicationFeeSponsorships)
        .innerJoin(sponsorApplications, eq(sponsorApplications.id, applicationFeeSponsorships.sponsorApplicationId))
        .where(eq(applicationFeeSponsorships.sponsorId, sponsorId))
        .orderBy(desc(applicationFeeSponsorships.createdAt), desc(applicationFeeSponsorships.id));
    },
  };
}
