import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { applicationEvents } from '../../db/schema/admissions.ts';
import { applications } from '../../db/schema/applications.ts';

export type EventRow = typeof applicationEvents.$inferSelect;
export type NewEventRow = Omit<typeof applicationEvents.$inferInsert, 'seq' | 'id'>;

/** The status and decision columns of an application, which only the ledger changes. */
export interface StatusChange {
  status: string;
  decisionReasonCode?: string | null;
  decisionNote?: string | null;
  decisionCondition?: string | null;
  statusChangedAt: Date;
  updatedAt: Date;
}

export function createAdmissionsRepo(db: Executor) {
  return {
    /**
     * Holds the institution's event lock until the transaction ends, so that events of one
     * institution are numbered in the order their transactions commit.
     */
    async lockInstitution(institutionId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'application_events:' + institutionId}, 0))`);
    },

    async insertEvent(row: NewEventRow): Promise<EventRow> {
      const [inserted] = await db.insert(applicationEvents).values(row).returning();
      if (!inserted) throw new Error('the event was not stored');
      return inserted;
    },

    async eventsOf(applicationId: string): Promise<EventRow[]> {
      return db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId)).orderBy(asc(applicationEvents.seq));
    },

    async eventsSince(institutionId: string, afterSeq: number, limit: number): Promise<EventRow[]> {
      return db
        .select()
        .from(applicationEvents)
        .where(and(eq(applicationEvents.institutionId, institutionId), gt(applicationEvents.seq, afterSeq)))
        .orderBy(asc(applicationEvents.seq))
        .limit(limit);
    },

    async eventsBySeq(seqs: number[]): Promise<EventRow[]> {
      if (seqs.length === 0) return [];
      return db.select().from(applicationEvents).where(inArray(applicationEvents.seq, seqs));
    },

    /** The application's row, locked until the transaction ends (two decisions at once are one after the other). */
    async lockApplication(applicationId: string) {
      const [row] = await db
        .select({
          id: applications.id,
          userId: applications.userId,
          institutionId: applications.institutionId,
          programId: applications.programId,
          status: applications.status,
          firstViewedAt: applications.firstViewedAt,
        })
        .from(applications)
        .where(eq(applications.id, applicationId))
        .for('update');
      return row;
    },

    async changeStatus(applicationId: string, change: StatusChange): Promise<void> {
      await db.update(applications).set(change).where(eq(applications.id, applicationId));
    },

    async markViewed(applicationId: string, at: Date): Promise<void> {
      await db.update(applications).set({ firstViewedAt: at }).where(eq(applications.id, applicationId));
    },
  };
}

export type LockedApplication = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdmissionsRepo>['lockApplication']>>>;
