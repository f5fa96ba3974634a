import { desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { nsfasUsers } from '../../db/schema/audiences.ts';
import { nsfasAccountReviews } from '../../db/schema/funding.ts';

export type NsfasAccountStatus = 'pending' | 'approved' | 'declined';

// NSFAS staff accounts are the nsfas_users rows the audience registration wrote (read here, never
// written); an admin's review is one nsfas_account_reviews row, and no row means still waiting.
export function createNsfasAccountsRepo(db: Executor) {
  const select = () =>
    db
      .select({
        userId: nsfasUsers.userId,
        employeeNumber: nsfasUsers.employeeNumber,
        department: nsfasUsers.department,
        region: nsfasUsers.region,
        position: nsfasUsers.position,
        registeredAt: nsfasUsers.createdAt,
        decision: nsfasAccountReviews.decision,
        reason: nsfasAccountReviews.reason,
        decidedAt: nsfasAccountReviews.decidedAt,
      })
      .from(nsfasUsers)
      .leftJoin(nsfasAccountReviews, eq(nsfasAccountReviews.userId, nsfasUsers.userId));

  return {
    list(status: NsfasAccountStatus) {
      const byStatus = status === 'pending' ? isNull(nsfasAccountReviews.userId) : eq(nsfasAccountReviews.decision, status);
      return select().where(byStatus).orderBy(desc(nsfasUsers.createdAt)).limit(500);
    },
    async accountOf(userId: string) {
      const [row] = await select().where(eq(nsfasUsers.userId, userId)).limit(1);
      return row;
    },
    async reviewOf(userId: string) {
      const [row] = await db
        .select({ decision: nsfasAccountReviews.decision, reason: nsfasAccountReviews.reason })
        .from(nsfasAccountReviews)
        .where(eq(nsfasAccountReviews.userId, userId))
        .limit(1);
      return row;
    },
    async insertReview(row: typeof nsfasAccountReviews.$inferInsert) {
      await db.insert(nsfasAccountReviews).values(row);
    },
  };
}
export type NsfasAccountRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createNsfasAccountsRepo>['accountOf']>>>;
