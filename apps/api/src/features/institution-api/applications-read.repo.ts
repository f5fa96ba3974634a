import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { REQUESTABLE_DOCUMENTS } from '@kusasa/domain/rules/admissions';
import { shareableSql } from '../../core/guardian-consent/guardian-consent.repo.ts';
import type { Executor } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { documents } from '../../db/schema/documents.ts';
import { programmes } from '../../db/schema/programmes.ts';

// Reads for the API's application view. Only a submitted application of the caller's own
// institution is found: another's, or a draft, is not there at all.
export function createApplicationsReadRepo(db: Executor) {
  return {
    async ofInstitution(institutionId: string, applicationId: string) {
      const [row] = await db
        .select({
          id: applications.id,
          userId: applications.userId,
          status: applications.status,
          institutionId: applications.institutionId,
          programId: applications.programId,
          programmeName: programmes.name,
          grade12Results: applications.grade12Results,
          personalStatement: applications.personalStatement,
          documentPath: applications.documentPath,
          apsScore: applications.apsScore,
          decisionReasonCode: applications.decisionReasonCode,
          decisionNote: applications.decisionNote,
          decisionCondition: applications.decisionCondition,
          submittedAt: applications.submittedAt,
          statusChangedAt: applications.statusChangedAt,
        })
        .from(applications)
        .leftJoin(programmes, eq(programmes.id, applications.programId))
        .where(
          and(
            eq(applications.id, applicationId),
            eq(applications.institutionId, institutionId),
            ne(applications.status, 'draft'),
            shareableSql(applications.userId),
          ),
        )
        .limit(1);
      return row;
    },

    /** The learner's documents the application rests on: its own, its attached file, and the requestable types. */
    documentsFor(application: { id: string; userId: string; documentPath: string | null }) {
      const conditions: SQL[] = [eq(documents.applicationId, application.id), inArray(documents.documentType, [...REQUESTABLE_DOCUMENTS])];
      if (application.documentPath) conditions.push(eq(documents.filePath, application.documentPath));
      return db
        .select({
          id: documents.id,
          documentType: documents.documentType,
          originalName: documents.originalName,
          mimeType: documents.mimeType,
          verificationStatus: documents.verificationStatus,
        })
        .from(documents)
        .where(and(eq(documents.userId, application.userId), or(...conditions)))
        .orderBy(asc(documents.createdAt));
    },
  };
}
