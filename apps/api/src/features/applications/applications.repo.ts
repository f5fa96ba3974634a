import { and, asc, desc, eq, gte, inArray, min, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { programmes } from '../../db/schema/programmes.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationWrite = Partial<Pick<ApplicationRow, 'institutionId' | 'programId' | 'grade12Results' | 'personalStatement' | 'apsScore'>>;

export interface ApplicationListRow extends ApplicationRow {
  institutionName: string | null;
  programName: string | null;
}

// Every query takes the learner's id: no function here reads or writes another learner's rows.
export function createApplicationsRepo(db: Executor) {
  return {
    async findByClientId(userId: string, clientId: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.clientId, clientId)))
        .limit(1);
      return row;
    },

    async counts(userId: string): Promise<{ total: number; nonDraft: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          nonDraft: sql<number>`(count(*) filter (where ${ne(applications.status, 'draft')}))::int`,
        })
        .from(applications)
        .where(eq(applications.userId, userId));
      return { total: row?.total ?? 0, nonDraft: row?.nonDraft ?? 0 };
    },

    async insert(
      values: ApplicationWrite & { userId: string; clientId: string; status: string; submittedAt: Date | null; now: Date },
    ): Promise<ApplicationRow> {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(applications)
        .values({ ...rest, statusChangedAt: rest.submittedAt, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async update(
      userId: string,
      id: string,
      values: ApplicationWrite & { status?: string; submittedAt?: Date | null; statusChangedAt?: Date; updatedAt: Date },
    ): Promise<ApplicationRow> {
      const [row] = await db
        .update(applications)
        .set(values)
        .where(and(eq(applications.id, id), eq(applications.userId, userId)))
        .returning();
      return row!;
    },

    async deleteDraft(userId: string, clientId: string): Promise<number> {
      const rows = await db
        .delete(applications)
        .where(and(eq(applications.userId, userId), eq(applications.clientId, clientId), eq(applications.status, 'draft')))
        .returning({ id: applications.id });
      return rows.length;
    },

    /** The learner's applications, newest first; with `id`, just that one (still only theirs). */
    list(userId: string, id?: string): Promise<ApplicationListRow[]> {
      return db
        .select({ ...columnsOfApplications, institutionName: institutions.name, programName: programmes.name })
        .from(applications)
        .leftJoin(institutions, eq(institutions.id, applications.institutionId))
        .leftJoin(programmes, eq(programmes.id, applications.programId))
        .where(and(eq(applications.userId, userId), id ? eq(applications.id, id) : undefined))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },

    /** Learners with a draft or an application sent back for more documents: what deadline reminders are about. */
    async ownersWithOpenSteps(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: applications.userId })
        .from(applications)
        .where(inArray(applications.status, ['draft', 'resubmission-required']));
      return rows.map((row) => row.userId);
    },

    /**
     * Many learners' applications in one statement (a counselor's caseload, issue 29), each with its
     * closing date: the programme's own, else the earliest of its institution's intakes still to close on `today`.
     */
    overviewOf(userIds: string[], today: string) {
      if (userIds.length === 0) return Promise.resolve([]);
      const intakeCloses = db
        .select({ institutionId: institutionIntakes.institutionId, closesOn: min(institutionIntakes.closesOn).as('intake_closes_on') })
        .from(institutionIntakes)
        .where(and(eq(institutionIntakes.open, true), gte(institutionIntakes.closesOn, today)))
        .groupBy(institutionIntakes.institutionId)
        .as('intake_closes');
      return db
        .select({
          userId: applications.userId,
          id: applications.id,
          status: applications.status,
          institutionId: applications.institutionId,
          programId: applications.programId,
          institutionName: institutions.name,
          programName: programmes.name,
          closesOn: sql<string | null>`coalesce(${programmes.closesOn}, ${intakeCloses.closesOn})::text`,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .leftJoin(institutions, eq(institutions.id, applications.institutionId))
        .leftJoin(programmes, eq(programmes.id, applications.programId))
        .leftJoin(intakeCloses, eq(intakeCloses.institutionId, applications.institutionId))
        .where(inArray(applications.userId, userIds))
        .orderBy(desc(applications.createdAt), asc(applications.id));
    },

    /** The newest document of each application (the learner's own only), newest first. */
    documentsFor(userId: string, applicationIds: string[]) {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: documents.id, applicationId: documents.applicationId, verificationStatus: documents.verificationStatus })
        .from(documents)
        .where(and(eq(documents.userId, userId), inArray(documents.applicationId, applicationIds)))
        .orderBy(desc(documents.createdAt));
    },

    async findInstitution(id: string): Promise<{ id: string; name: string; active: boolean } | undefined> {
      const [row] = await db
        .select({ id: institutions.id, name: institutions.name, active: institutions.active })
        .from(institutions)
        .where(eq(institutions.id, id))
        .limit(1);
      return row;
    },

    async findProgramme(id: string): Promise<{ id: string; institutionId: string; active: boolean } | undefined> {
      const [row] = await db
        .select({ id: programmes.id, institutionId: programmes.institutionId, active: programmes.active })
        .from(programmes)
        .where(eq(programmes.id, id))
        .limit(1);
      return row;
    },
  };
}

const columnsOfApplications = {
  id: applications.id,
  userId: applications.userId,
  institutionId: applications.institutionId,
  programId: applications.programId,
  grade12Results: applications.grade12Results,
  personalStatement: applications.personalStatement,
  status: applications.status,
  documentPath: applications.documentPath,
  clientId: applications.clientId,
  submittedAt: applications.submittedAt,
  apsScore: applications.apsScore,
  decisionReasonCode: applications.decisionReasonCode,
  decisionNote: applications.decisionNote,
  decisionCondition: applications.decisionCondition,
  statusChangedAt: applications.statusChangedAt,
  firstViewedAt: applications.firstViewedAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

export type ApplicationsRepo = ReturnType<typeof createApplicationsRepo>;
