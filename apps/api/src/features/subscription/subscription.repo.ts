import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { userPlans } from '../../db/schema/plans.ts';

export function createSubscriptionRepo(db: Executor) {
  return {
    activePlans(userId: string) {
      return db
        .select({ planId: userPlans.planId, createdAt: userPlans.createdAt })
        .from(userPlans)
        .where(and(eq(userPlans.userId, userId), eq(userPlans.active, true)))
        .orderBy(desc(userPlans.createdAt));
    },

    /** Ends every active paid plan (Starter rows stay, so the learner keeps Starter). Returns how many. */
    async deactivatePaidPlans(userId: string): Promise<number> {
      const rows = await db
        .update(userPlans)
        .set({ active: false })
        .where(and(eq(userPlans.userId, userId), eq(userPlans.active, true), ne(userPlans.planId, 'starter')))
        .returning({ id: userPlans.id });
      return rows.length;
    },
  };
}
