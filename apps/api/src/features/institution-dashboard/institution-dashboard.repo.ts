import { and, count, desc, eq, gte, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutionAccountReviews } from '../../db/schema/institution-staff.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';

// Reads the institution an account registered (the audience registration wrote it), its review,
// and, for a member, its catalogue institution's figures.
export function createInstitutionDashboardRepo(db: Executor) {
  return {
    async registeredBy(userId: string) {
      const [row] = await db
        .select({
          id: institutions.id,
          name: institutions.name,
          type: institutions.type,
          province: institutions.province,
          status: institutions.status,
          createdAt: institutions.createdAt,
        })
        .from(institutions)
        .where(eq(institutions.userId, userId))
        .orderBy(desc(institutions.createdAt))
        .limit(1);
      return row ?? null;
    },
    async reviewOf(userId: string) {
      const [row] = await db
        .select({ decision: institutionAccountReviews.decision, reason: institutionAccountReviews.reason })
        .from(institutionAccountReviews)
        .where(eq(institutionAccountReviews.userId, userId));
      return row ?? null;
    },
    async programmeCounts(institutionId: string) {
      const [row] = await db
        .select({ total: count(), open: sql<number>`count(*) filter (where ${programmes.openForIntake})`.mapWith(Number) })
        .from(programmes)
        .where(and(eq(programmes.institutionId, institutionId), eq(programmes.active, true)));
      return row ?? { total: 0, open: 0 };
    },
    /** Applications submitted to the institution (never drafts), by status. */
    applicationsByStatus: (institutionId: string) =>
      db
        .select({ status: applications.status, n: count() })
        .from(applications)
        .where(and(eq(applications.institutionId, institutionId), ne(applications.status, 'draft'), isNotNull(applications.submittedAt)))
        .groupBy(applications.status),
    async decidedSince(institutionId: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(applications)
        .where(
          and(eq(applications.institutionId, institutionId), inArray(applications.status, ['approved', 'rejected']), gte(applications.statusChangedAt, since)),
        );
      return row?.n ?? 0;
    },
  };
}
