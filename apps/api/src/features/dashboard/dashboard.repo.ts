import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { addresses, educationRecords } from '../../db/schema/student-profile.ts';

// Read-only: the dashboard's reads (seed 001 section 7), every one scoped to the learner's own id,
// prepared once per database handle (db/prepared.ts). The learner's own columns come from the users service.
export function createDashboardRepo(db: Executor) {
  return {
    async hasAddress(userId: string): Promise<boolean> {
      const rows = await prepared(db, 'dashboard_has_address', (executor, name) =>
        executor.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, sql.placeholder('userId'))).limit(1).prepare(name),
      ).execute({ userId });
      return rows.length > 0;
    },

    async hasEducation(userId: string): Promise<boolean> {
      const rows = await prepared(db, 'dashboard_has_education', (executor, name) =>
        executor.select({ id: educationRecords.id }).from(educationRecords).where(eq(educationRecords.userId, sql.placeholder('userId'))).limit(1).prepare(name),
      ).execute({ userId });
      return rows.length > 0;
    },

    documentsOf(userId: string) {
      return prepared(db, 'dashboard_documents', (executor, name) =>
        executor
          .select({ id: documents.id, documentType: documents.documentType, verificationStatus: documents.verificationStatus, createdAt: documents.createdAt })
          .from(documents)
          .where(eq(documents.userId, sql.placeholder('userId')))
          .orderBy(desc(documents.createdAt))
          .prepare(name),
      ).execute({ userId });
    },

    applicationsOf(userId: string) {
      return prepared(db, 'dashboard_applications', (executor, name) =>
        executor
        .select({
          id: applications.id,
          status: applications.status,
          institutionName: institutions.name,
          programName: programmes.name,
          createdAt: applications.createdAt,
          submittedAt: applications.submittedAt,
        })
        .from(applications)
        .leftJoin(institutions, eq(institutions.id, applications.institutionId))
        .leftJoin(programmes, eq(programmes.id, applications.programId))
        .where(eq(applications.userId, sql.placeholder('userId')))
        .orderBy(desc(applications.createdAt))
        .prepare(name),
      ).execute({ userId });
    },
  };
}
