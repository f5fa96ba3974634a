import { applicationStatusSchema, type Application } from '@kusasa/domain/schemas/applications';
import { verificationStatusSchema } from '@kusasa/domain/schemas/documents';
import type { ApplicationListRow } from './applications.repo.ts';

/** A stored application as the API shows it, with its current document (if one was uploaded). */
export function toApplication(row: ApplicationListRow, doc: { id: string; verificationStatus: string } | undefined): Application {
  return {
    id: row.id,
    clientId: row.clientId,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    programId: row.programId,
    programName: row.programName,
    grade12Results: row.grade12Results,
    personalStatement: row.personalStatement,
    status: applicationStatusSchema.parse(row.status),
    documentPath: row.documentPath,
    document: doc ? { id: doc.id, verificationStatus: verificationStatusSchema.parse(doc.verificationStatus) } : null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
