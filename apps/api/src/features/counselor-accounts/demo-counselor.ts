import { createUsersService } from '../../core/users/users.service.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { newCounselorCode } from './counselor-code.ts';
import { createCounselorAccountsRepo } from './counselor-accounts.repo.ts';

/**
 * `seed-demo`: the demo counselor account is approved, as if by an admin, with a code and a school,
 * so the caseload can be tried at once. Repeating it changes nothing. Returns the code.
 */
export async function approveDemoCounselor(db: Database, email: string): Promise<string | null> {
  const user = await createUsersService(db).summaryByEmail(email);
  if (!user) return null;
  const repo = createCounselorAccountsRepo(db);
  const now = new Date();
  if (!(await repo.reviewOf(user.id))) await repo.insertReview({ userId: user.id, decision: 'approved', decidedAt: now });
  const profile = await repo.profileOf(user.id);
  if (!profile?.emisNumber) await repo.setSchool(user.id, { emisNumber: '700400393', schoolName: 'Soweto High School' }, now);
  if (profile?.code) return profile.code;
  for (let attempt = 1; ; attempt++) {
    const code = newCounselorCode();
    try {
      await repo.setCode(user.id, code, now);
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
