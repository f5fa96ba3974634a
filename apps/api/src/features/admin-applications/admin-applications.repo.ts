import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminApplicationsQuery } from '@kusasa/domain/schemas/admin-applications';
import type { Executor } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';

// Reads only. The learner's name and tracking id come from the users service (decision 0110),
// so this repo names applications, institutions and programmes and nothing of the accounts.
export function createAdminApplicationsRepo(db: Executor) {
  const submitted = (query: Pick<AdminApplicationsQuery, 'institutionId' | 'status'>): SQL | undefined =>
    and(
      ne(applications.status, 'draft'),
      query.institutionId ? eq(applications.institutionId, query.institutionId) : undefined,
      query.status ? eq(applications.status, query.status) : undefined,
    );

  return {
    countsByInstitution() {
      return db
        .select({ institutionId: applications.institutionId, institutionName: institutions.name, status: applications.status, n: count() })
        .from(applications)
        .innerJoin(institutions, eq(institutions.id, applications.institutionId))
        .where(ne(applications.status, 'draft'))
        .groupBy(applications.institutionId, institutions.name, applications.status);
    },

    async total(query: AdminApplicationsQuery): Promise<number> {
      const [row] = await db.select({ n: count() }).from(applications).where(submitted(query));
      return row?.n ?? 0;
    },

    page(query: AdminApplicationsQuery, limit: number) {
      return db
        .select({
          id: applications.id,
          userId: applications.userId,
          institutionName: institutions.name,
          programmeName: programmes.name,
          status: applications.status,
          submittedAt: applications.submittedAt,
          statusChangedAt: applications.statusChangedAt,
        })
        .from(applications)
        .leftJoin(institutions, eq(institutions.id, applications.institutionId))
        .leftJoin(programmes, eq(programmes.id, applications.programId))
        .where(submitted(query))
        .orderBy(desc(sql`coalesce(${applications.submittedAt}, ${applications.createdAt})`), desc(applications.id))
        .limit(limit)
        .offset((query.page - 1) * limit);
    },
  };
}
