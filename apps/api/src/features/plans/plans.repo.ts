import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
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
