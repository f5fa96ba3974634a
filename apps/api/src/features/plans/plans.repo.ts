import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';

export function activePlanIds(db: Executor, userId: string): Promise<{ planId: string }[]> {
  return db.select({ planId: userPlans.planId }).from(userPlans).where(and(eq(userPlans.userId, userId), eq(userPlans.active, true)));
}

/** The plans of the learner's sponsor allocations that are active and not past their end at `now`. */
export function activeAllocationPlans(db: Executor, userId: string, now: Date): Promise<{ plan: string | null }[]> {
  return db
    .select({ plan: sponsorAllocations.plan })
    .from(sponsorAllocations)
    .where(
      and(
        eq(sponsorAllocations.studentId, userId),
        eq(sponsorAllocations.status, 'active'),
        or(isNull(sponsorAllocations.expiresOn), gt(sponsorAllocations.expiresOn, now)),
      ),
    );
}
