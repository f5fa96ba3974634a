import { and, asc, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';

export function activePlanIds(db: Executor, userId: string): Promise<{ planId: string }[]> {
  return prepared(db, 'plans_active_ids', (executor, name) =>
    executor
      .select({ planId: userPlans.planId })
      .from(userPlans)
      .where(and(eq(userPlans.userId, sql.placeholder('userId')), eq(userPlans.active, true)))
      .prepare(name),
  ).execute({ userId });
}

/** The plans of the learner's sponsor allocations that are active and not past their end at `now`. */
export function activeAllocationPlans(db: Executor, userId: string, now: Date): Promise<{ plan: string | null }[]> {
  return prepared(db, 'plans_active_allocations', (executor, name) =>
    executor
      .select({ plan: sponsorAllocations.plan })
      .from(sponsorAllocations)
      .where(
        and(
          eq(sponsorAllocations.studentId, sql.placeholder('userId')),
          eq(sponsorAllocations.status, 'active'),
          or(isNull(sponsorAllocations.expiresOn), gt(sponsorAllocations.expiresOn, sql.placeholder('now'))),
        ),
      )
      .prepare(name),
  ).execute({ userId, now });
}

// The learner's plan rows. The plans feature is the only writer of user_plans (decision 0362):
// registration grants Starter, a confirmed payment grants its plan, a cancellation ends paid plans.
export function createPlanGrantsRepo(db: Executor) {
  return {
    async grant(userId: string, planId: string, at: Date): Promise<void> {
      await db.insert(userPlans).values({ userId, planId, active: true, createdAt: at });
    },

    /** Active rows, newest first: when the learner got each plan they hold. */
    activeRows(userId: string): Promise<{ planId: string; createdAt: Date }[]> {
      return db
        .select({ planId: userPlans.planId, createdAt: userPlans.createdAt })
        .from(userPlans)
        .where(and(eq(userPlans.userId, userId), eq(userPlans.active, true)))
        .orderBy(desc(userPlans.createdAt));
    },

    /** Ends every active paid plan (Starter rows stay, so the learner keeps Starter). Returns how many. */
    async endPaidPlans(userId: string): Promise<number> {
      const rows = await db
        .update(userPlans)
        .set({ active: false })
        .where(and(eq(userPlans.userId, userId), eq(userPlans.active, true), ne(userPlans.planId, 'starter')))
        .returning({ id: userPlans.id });
      return rows.length;
    },

    /** Every row, oldest first, for the learner's own data export. */
    historyOf(userId: string) {
      return db.select().from(userPlans).where(eq(userPlans.userId, userId)).orderBy(asc(userPlans.createdAt));
    },
  };
}
