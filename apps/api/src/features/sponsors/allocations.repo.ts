import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AllocationStatus } from '@kusasa/domain/rules/sponsors';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { sponsors } from '../../db/schema/audiences.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';
import type { AllocationRow } from './sponsor-views.ts';

export type NewAllocation = typeof sponsorAllocations.$inferInsert;

export interface AllocationFilter {
  search?: string;
  status?: AllocationStatus;
  sponsorId?: string;
  studentId?: string;
  /** Accounts whose email or tracking id matches the search (from the users service). */
  matchingUsers?: SQLWrapper;
}

/** active and not past its end: what gives the plan (the same reading as plans.repo). */
const giving = (now: Date) => and(eq(sponsorAllocations.status, 'active'), or(isNull(sponsorAllocations.expiresOn), gt(sponsorAllocations.expiresOn, now)));

export function createAllocationsRepo(db: Executor) {
  function where({ search, status, sponsorId, studentId, matchingUsers }: AllocationFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (status) conditions.push(eq(sponsorAllocations.status, status));
    if (sponsorId) conditions.push(eq(sponsorAllocations.sponsorId, sponsorId));
    if (studentId) conditions.push(eq(sponsorAllocations.studentId, studentId));
    if (search) {
      const pattern = containsPattern(search);
      const bySponsorName = db.select({ id: sponsors.id }).from(sponsors).where(ilike(sponsors.name, pattern));
      conditions.push(
        or(
          ilike(sponsorAllocations.notes, pattern),
          inArray(sponsorAllocations.sponsorId, bySponsorName),
          ...(matchingUsers ? [inArray(sponsorAllocations.studentId, matchingUsers), inArray(sponsorAllocations.sponsorId, matchingUsers)] : []),
        ),
      );
    }
    return and(...conditions);
  }

  return {
    async page(filter: AllocationFilter, { limit, offset }: { limit: number; offset: number }): Promise<{ rows: AllocationRow[]; total: number }> {
      const condition = where(filter);
      const rows = await db
        .select()
        .from(sponsorAllocations)
        .where(condition)
        .orderBy(desc(sponsorAllocations.createdAt), desc(sponsorAllocations.id))
        .limit(limit)
        .offset(offset);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sponsorAllocations).where(condition);
      return { rows, total };
    },

    forSponsor(sponsorId: string): Promise<AllocationRow[]> {
      return db.select().from(sponsorAllocations).where(eq(sponsorAllocations.sponsorId, sponsorId)).orderBy(desc(sponsorAllocations.createdAt));
    },

    async lock(id: string): Promise<AllocationRow | null> {
      const [row] = await db.select().from(sponsorAllocations).where(eq(sponsorAllocations.id, id)).for('update');
      return row ?? null;
    },

    async insert(values: NewAllocation): Promise<AllocationRow> {
      const [row] = await db.insert(sponsorAllocations).values(values).returning();
      if (!row) throw new Error('allocation not stored');
      return row;
    },

    /** The allocation a funded plan fee makes; null when this sponsorship already made one. */
    async insertFromSponsorship(values: NewAllocation): Promise<AllocationRow | null> {
      const [row] = await db.insert(sponsorAllocations).values(values).onConflictDoNothing({ target: sponsorAllocations.sourceSponsorshipId }).returning();
      return row ?? null;
    },

    async update(id: string, change: Partial<NewAllocation>): Promise<AllocationRow> {
      const [row] = await db.update(sponsorAllocations).set(change).where(eq(sponsorAllocations.id, id)).returning();
      if (!row) throw new Error(`allocation ${id} vanished`);
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(sponsorAllocations).where(eq(sponsorAllocations.id, id));
    },

    async counts(now: Date): Promise<{ total: number; active: number }> {
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(sponsorAllocations);
      const [{ active } = { active: 0 }] = await db.select({ active: count() }).from(sponsorAllocations).where(giving(now));
      return { total, active };
    },

    /** Active allocations whose end has come, locked; another instance's are skipped. */
    dueToExpire(now: Date, limit: number): Promise<AllocationRow[]> {
      return db
        .select()
        .from(sponsorAllocations)
        .where(and(eq(sponsorAllocations.status, 'active'), isNotNull(sponsorAllocations.expiresOn), lte(sponsorAllocations.expiresOn, now)))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Active allocations ending before `until` whose learner has not been told yet, locked. */
    dueForNotice(now: Date, until: Date, limit: number): Promise<AllocationRow[]> {
      return db
        .select()
        .from(sponsorAllocations)
        .where(
          and(
            eq(sponsorAllocations.status, 'active'),
            isNull(sponsorAllocations.expiryNoticeAt),
            gt(sponsorAllocations.expiresOn, now),
            lte(sponsorAllocations.expiresOn, until),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}
