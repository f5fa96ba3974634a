import { createUsersService } from '../../core/users/users.service.ts';
import type { Database } from '../../db/database.ts';
import { createNsfasAccountsRepo } from './nsfas-accounts.repo.ts';

/** `seed-demo`: the demo NSFAS account is approved, as if by an admin, so the workspace can be tried at once. Repeating it changes nothing. */
export async function approveDemoNsfas(db: Database, email: string): Promise<boolean> {
  const user = await createUsersService(db).summaryByEmail(email);
  if (!user) return false;
  const repo = createNsfasAccountsRepo(db);
  if (!(await repo.reviewOf(user.id))) await repo.insertReview({ userId: user.id, decision: 'approved', decidedAt: new Date() });
  return true;
}
