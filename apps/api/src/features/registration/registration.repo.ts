import type { Executor } from '../../db/database.ts';
import { userPlans } from '../../db/schema/plans.ts';

// Used inside one transaction by the registration service, with the users service's insert and
// the identity check's log row: all of it is written, or none.
export function createRegistrationRepo(db: Executor) {
  return {
    async addPlan(userId: string, planId: string, at: Date) {
      await db.insert(userPlans).values({ userId, planId, active: true, createdAt: at });
    },
  };
}
