import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { consultants } from '../../db/schema/audiences.ts';
import { counselorAccountReviews, counselorProfiles } from '../../db/schema/counselors.ts';

export type CounselorAccountStatus = 'pending' | 'approved' | 'declined';

// Counselor accounts are the consultants rows the audience registration wrote (read here, never
// written); an admin's review is one counselor_account_reviews row (no row: still waiting), and the
// school and the code are one counselor_profiles row.
export function createCounselorAccountsRepo(db: Executor) {
  const select = () =>
    db
      .select({
        userId: consultants.userId,
        fullName: consultants.fullName,
        specialization: consultants.specialization,
        assignedRegion: consultants.assignedRegion,
        registeredAt: consultants.createdAt,
        emisNumber: counselorProfiles.emisNumber,
        schoolName: counselorProfiles.schoolName,
        decision: counselorAccountReviews.decision,
        reason: counselorAccountReviews.reason,
        decidedAt: counselorAccountReviews.decidedAt,
      })
      .from(consultants)
      .leftJoin(counselorAccountReviews, eq(counselorAccountReviews.userId, consultants.userId))
      .leftJoin(counselorProfiles, eq(counselorProfiles.userId, consultants.userId));

  return {
    list(status: CounselorAccountStatus) {
      const byStatus = status === 'pending' ? isNull(counselorAccountReviews.userId) : eq(counselorAccountReviews.decision, status);
      return select().where(byStatus).orderBy(desc(consultants.createdAt)).limit(500);
    },

    async accountOf(userId: string) {
      const [row] = await select().where(eq(consultants.userId, userId)).limit(1);
      return row;
    },

    async reviewOf(userId: string) {
      const [row] = await db
        .select({ decision: counselorAccountReviews.decision, reason: counselorAccountReviews.reason })
        .from(counselorAccountReviews)
        .where(eq(counselorAccountReviews.userId, userId))
        .limit(1);
      return row;
    },

    async insertReview(row: typeof counselorAccountReviews.$inferInsert) {
      await db.insert(counselorAccountReviews).values(row);
    },

    async profileOf(userId: string) {
      const [row] = await db
        .select({ code: counselorProfiles.code, emisNumber: counselorProfiles.emisNumber, schoolName: counselorProfiles.schoolName })
        .from(counselorProfiles)
        .where(eq(counselorProfiles.userId, userId))
        .limit(1);
      return row;
    },

    async setSchool(userId: string, school: { emisNumber: string; schoolName: string }, now: Date) {
      await db
        .insert(counselorProfiles)
        .values({ userId, ...school, updatedAt: now })
        .onConflictDoUpdate({ target: counselorProfiles.userId, set: { ...school, updatedAt: now } });
    },

    /** Raises a unique violation when another counselor holds the code. */
    async setCode(userId: string, code: string, now: Date) {
      await db
        .insert(counselorProfiles)
        .values({ userId, code, updatedAt: now })
        .onConflictDoUpdate({ target: counselorProfiles.userId, set: { code, updatedAt: now } });
    },

    /** The approved counselor holding this code. */
    async approvedByCode(code: string) {
      const [row] = await db
        .select({ userId: counselorProfiles.userId })
        .from(counselorProfiles)
        .innerJoin(counselorAccountReviews, eq(counselorAccountReviews.userId, counselorProfiles.userId))
        .where(and(eq(counselorProfiles.code, code), eq(counselorAccountReviews.decision, 'approved')))
        .limit(1);
      return row;
    },

    /** Each counselor's school and whether approved, for a list of links or invitations. */
    summariesOf(userIds: string[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: counselorProfiles.userId,
          emisNumber: counselorProfiles.emisNumber,
          schoolName: counselorProfiles.schoolName,
          decision: counselorAccountReviews.decision,
        })
        .from(counselorProfiles)
        .leftJoin(counselorAccountReviews, eq(counselorAccountReviews.userId, counselorProfiles.userId))
        .where(inArray(counselorProfiles.userId, userIds));
    },
  };
}
export type CounselorAccountRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createCounselorAccountsRepo>['accountOf']>>>;
