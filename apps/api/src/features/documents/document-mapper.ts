import { documentTypeSchema, verificationResultSchema, verificationStatusSchema, type Document } from '@kusasa/domain/schemas/documents';
import type { DocumentRow } from './documents.repo.ts';

/** A row as the API shows it; a stored verification that no longer parses shows as none. */
export function toDocument(row: DocumentRow): Document {
  const verification = verificationResultSchema.safeParse(row.verification);
  return {
    id: row.id,
    documentType: documentTypeSchema.parse(row.documentType),
    originalName: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    verificationStatus: verificationStatusSchema.catch('pending').parse(row.verificationStatus),
    verification: verification.success ? verification.data : null,
    applicationId: row.applicationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The name the learner's file had, without any path, control characters or excess length. */
export function cleanFileName(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' ? null : base.slice(0, 200);
}
