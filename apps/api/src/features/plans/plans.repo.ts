import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { userPlans } from '../../db/schema/plans.ts';

export function activePlanIds(db: Executor, userId: string): Promise<{ planId: string }[]> {
  return db.select({ planId: userPlans.planId }).from(userPlans).where(and(eq(userPlans.userId, userId), eq(userPlans.active, true)));
}
