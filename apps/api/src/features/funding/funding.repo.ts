import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { shareableSql } from '../../core/guardian-consent/guardian-consent.repo.ts';
import type { Executor } from '../../db/database.ts';
import { fundingAppeals, fundingChecklistDocuments, fundingConsents, fundingEvents, fundingReadiness } from '../../db/schema/funding.ts';

export type ReadinessRow = typeof fundingReadiness.$inferSelect;
export type ChecklistLinkRow = typeof fundingChecklistDocuments.$inferSelect;
export type ConsentRow = typeof fundingConsents.$inferSelect;
export type EventRow = typeof fundingEvents.$inferSelect;
export type NewEvent = Omit<typeof fundingEvents.$inferInsert, 'seq'>;
export type AppealRow = typeof fundingAppeals.$inferSelect;

// The funding feature's rows (issue 28). Every learner query is scoped to one user id, which the
// service takes from the session (a learner) or from a consent check (NSFAS staff, sponsors).
export function createFundingRepo(db: Executor) {
  return {
    async readiness(userId: string): Promise<ReadinessRow | undefined> {
      const [row] = await db.select().from(fundingReadiness).where(eq(fundingReadiness.userId, userId)).limit(1);
      return row;
    },

    /** The row locked until the transaction ends, created empty first when missing. */
    async lockReadiness(userId: string, now: Date): Promise<ReadinessRow> {
      await db.insert(fundingReadiness).values({ userId, answers: {}, createdAt: now, updatedAt: now }).onConflictDoNothing();
      const [row] = await db.select().from(fundingReadiness).where(eq(fundingReadiness.userId, userId)).for('update');
      if (!row) throw new Error('the readiness row was not stored');
      return row;
    },

    async updateReadiness(userId: string, changes: Partial<Omit<ReadinessRow, 'userId' | 'createdAt'>>) {
      await db.update(fundingReadiness).set(changes).where(eq(fundingReadiness.userId, userId));
    },

    readinessOf: (userIds: string[]) =>
      userIds.length === 0 ? Promise.resolve([]) : db.select().from(fundingReadiness).where(inArray(fundingReadiness.userId, userIds)),

    links: (userId: string) => db.select().from(fundingChecklistDocuments).where(eq(fundingChecklistDocuments.userId, userId)),
    linksOf: (userIds: string[]) =>
      userIds.length === 0 ? Promise.resolve([]) : db.select().from(fundingChecklistDocuments).where(inArray(fundingChecklistDocuments.userId, userIds)),

    async link(row: typeof fundingChecklistDocuments.$inferInsert) {
      await db
        .insert(fundingChecklistDocuments)
        .values(row)
        .onConflictDoUpdate({
          target: [fundingChecklistDocuments.userId, fundingChecklistDocuments.item],
          set: { documentId: row.documentId, certifiedOn: row.certifiedOn, linkedAt: row.linkedAt },
        });
    },

    async unlink(userId: string, item: string): Promise<boolean> {
      const removed = await db
        .delete(fundingChecklistDocuments)
        .where(and(eq(fundingChecklistDocuments.userId, userId), eq(fundingChecklistDocuments.item, item)))
        .returning({ item: fundingChecklistDocuments.item });
      return removed.length > 0;
    },

    /** The consents in force, per audience. */
    currentConsents: (userId: string) =>
      db
        .select()
        .from(fundingConsents)
        .where(and(eq(fundingConsents.userId, userId), isNull(fundingConsents.revokedAt))),

    /** Learners whose consent to `audience` is in force, with when they gave it. */
    consentingLearners: (audience: string) =>
      db
        .select({ userId: fundingConsents.userId, givenAt: fundingConsents.givenAt })
        .from(fundingConsents)
        .where(and(eq(fundingConsents.audience, audience), isNull(fundingConsents.revokedAt), shareableSql(fundingConsents.userId))),

    async hasConsent(userId: string, audience: string): Promise<boolean> {
      const rows = await db
        .select({ id: fundingConsents.id })
        .from(fundingConsents)
        .where(
          and(
            eq(fundingConsents.userId, userId),
            eq(fundingConsents.audience, audience),
            isNull(fundingConsents.revokedAt),
            shareableSql(fundingConsents.userId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    insertConsent: (row: typeof fundingConsents.$inferInsert) =>
      db.insert(fundingConsents).values(row).onConflictDoNothing().returning({ id: fundingConsents.id }),

    revokeConsent: (userId: string, audience: string, at: Date) =>
      db
        .update(fundingConsents)
        .set({ revokedAt: at })
        .where(and(eq(fundingConsents.userId, userId), eq(fundingConsents.audience, audience), isNull(fundingConsents.revokedAt)))
        .returning({ id: fundingConsents.id }),

    /** Appends to the learner's timeline under the learner's lock, so the timeline reads in commit order. */
    async appendEvent(event: NewEvent): Promise<EventRow> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'funding_events:' + event.userId}, 0))`);
      const [row] = await db.insert(fundingEvents).values(event).returning();
      if (!row) throw new Error('the event was not stored');
      return row;
    },

    events: (userId: string, limit = 200) =>
      db.select().from(fundingEvents).where(eq(fundingEvents.userId, userId)).orderBy(desc(fundingEvents.seq)).limit(limit),

    appeals: (userId: string) => db.select().from(fundingAppeals).where(eq(fundingAppeals.userId, userId)).orderBy(desc(fundingAppeals.submittedAt)),
    openAppealsOf: (userIds: string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ userId: fundingAppeals.userId })
            .from(fundingAppeals)
            .where(and(inArray(fundingAppeals.userId, userIds), eq(fundingAppeals.status, 'submitted'))),

    async appeal(appealId: string, lock = false): Promise<AppealRow | undefined> {
      const query = db.select().from(fundingAppeals).where(eq(fundingAppeals.id, appealId)).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    insertAppeal: (row: typeof fundingAppeals.$inferInsert) => db.insert(fundingAppeals).values(row).returning(),

    async updateAppeal(appealId: string, changes: Partial<Omit<AppealRow, 'id' | 'userId'>>) {
      await db.update(fundingAppeals).set(changes).where(eq(fundingAppeals.id, appealId));
    },

    /** Learners NSFAS may fund who have not yet recorded a myNSFAS reference (NSFAS closing reminders, issue 30). */
    async learnersYetToApply(): Promise<string[]> {
      const rows = await db
        .select({ userId: fundingReadiness.userId })
        .from(fundingReadiness)
        .where(and(inArray(fundingReadiness.outcome, ['likely', 'maybe']), isNull(fundingReadiness.nsfasReference)));
      return rows.map((row) => row.userId);
    },
  };
}

export type FundingRepo = ReturnType<typeof createFundingRepo>;
