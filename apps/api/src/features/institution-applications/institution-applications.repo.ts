import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { InboxFilters } from '@kusasa/domain/schemas/institution-applications/inbox';
import type { Executor } from '../../db/database.ts';
import { applicationComments } from '../../db/schema/admissions.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { shareableSql } from '../../core/guardian-consent/guardian-consent.repo.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { afterCursor, documentsVerifiedSql, inboxWhere, orderOf, sortSpec, type Cursor } from './inbox-query.ts';

/** The users service's subquery of account columns (id, fullName, trackingId...), joined in one statement. */
export type LearnerSubquery = ReturnType<UsersService['sessionUsers']>;

const a = applications;
/** Ids per read of an export's details (well under PostgreSQL's parameter limit). */
const DETAIL_CHUNK = 5000;

// Reads an institution's applications and writes colleagues' comments. Every query names the
// institution: no function here reaches another institution's application.
export function createInstitutionApplicationsRepo(db: Executor, learner: LearnerSubquery) {
  /** The page's ids in order: applications alone (the inbox's indexes), joined to the learners only to search or sort by name. */
  function keysQuery(institutionId: string, filters: InboxFilters, cursor: Cursor | null, limit: number) {
    const spec = sortSpec(filters.sort, learner);
    const where: (SQL | undefined)[] = [inboxWhere(institutionId, filters, learner), cursor ? afterCursor(spec, cursor) : undefined];
    const base = db
      .select({ id: a.id, sortValue: sql<string>`(${spec.key})::text` })
      .from(a)
      .$dynamic();
    const joined = filters.search?.trim() || filters.sort === 'name' ? base.innerJoin(learner, eq(learner.id, a.userId)) : base;
    return joined
      .where(and(...where))
      .orderBy(...orderOf(spec))
      .limit(limit);
  }

  function details(ids: string[]) {
    return db
      .select({
        id: a.id,
        userId: a.userId,
        trackingId: learner.trackingId,
        learnerName: learner.fullName,
        programmeId: a.programId,
        programmeName: programmes.name,
        status: a.status,
        apsScore: a.apsScore,
        documentsVerified: documentsVerifiedSql,
        submittedAt: a.submittedAt,
        statusChangedAt: a.statusChangedAt,
        firstViewedAt: a.firstViewedAt,
      })
      .from(a)
      .innerJoin(learner, eq(learner.id, a.userId))
      .leftJoin(programmes, eq(programmes.id, a.programId))
      .where(inArray(a.id, ids));
  }

  /** A page in two short reads: the ids in order by index, then those rows' learners and programmes (in chunks for an export). */
  async function rows(institutionId: string, filters: InboxFilters, cursor: Cursor | null, limit: number) {
    const keys = await keysQuery(institutionId, filters, cursor, limit);
    const found = new Map<string, Awaited<ReturnType<typeof details>>[number]>();
    for (let i = 0; i < keys.length; i += DETAIL_CHUNK) {
      for (const row of await details(keys.slice(i, i + DETAIL_CHUNK).map((key) => key.id))) found.set(row.id, row);
    }
    return keys.flatMap((key) => {
      const row = found.get(key.id);
      return row ? [{ ...row, sortValue: key.sortValue }] : [];
    });
  }

  return {
    page: rows,
    keysQuery,

    countsByStatus(institutionId: string) {
      return db
        .select({ status: a.status, n: sql<number>`count(*)::int` })
        .from(a)
        .where(and(eq(a.institutionId, institutionId), ne(a.status, 'draft'), shareableSql(a.userId)))
        .groupBy(a.status);
    },

    programmesOf(institutionId: string) {
      return db
        .select({ id: programmes.id, name: programmes.name })
        .from(programmes)
        .where(eq(programmes.institutionId, institutionId))
        .orderBy(asc(programmes.name));
    },

    /** One submitted application of this institution, or undefined (another's is not found). */
    async one(institutionId: string, id: string) {
      const [row] = await db
        .select({
          id: a.id,
          userId: a.userId,
          status: a.status,
          programmeId: a.programId,
          programmeName: programmes.name,
          institutionName: institutions.name,
          grade12Results: a.grade12Results,
          personalStatement: a.personalStatement,
          apsScore: a.apsScore,
          decisionReasonCode: a.decisionReasonCode,
          decisionNote: a.decisionNote,
          decisionCondition: a.decisionCondition,
          submittedAt: a.submittedAt,
          statusChangedAt: a.statusChangedAt,
          firstViewedAt: a.firstViewedAt,
        })
        .from(a)
        .leftJoin(programmes, eq(programmes.id, a.programId))
        .leftJoin(institutions, eq(institutions.id, a.institutionId))
        .where(and(eq(a.id, id), eq(a.institutionId, institutionId), ne(a.status, 'draft'), shareableSql(a.userId)))
        .limit(1);
      return row;
    },

    comments: (applicationId: string) =>
      db.select().from(applicationComments).where(eq(applicationComments.applicationId, applicationId)).orderBy(asc(applicationComments.createdAt)),

    async addComment(row: { applicationId: string; authorId: string; body: string; createdAt: Date }) {
      const [inserted] = await db.insert(applicationComments).values(row).returning();
      return inserted!;
    },
  };
}

export type InstitutionApplicationsRepo = ReturnType<typeof createInstitutionApplicationsRepo>;
