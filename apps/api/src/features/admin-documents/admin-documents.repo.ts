import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { documents } from '../../db/schema/documents.ts';

const columns = {
  id: documents.id,
  userId: documents.userId,
  documentType: documents.documentType,
  originalName: documents.originalName,
  mimeType: documents.mimeType,
  verificationStatus: documents.verificationStatus,
  verification: documents.verification,
  verifiedAt: documents.verifiedAt,
  createdAt: documents.createdAt,
};

export function createAdminDocumentsRepo(db: Executor) {
  const select = (where?: SQL) => db.select(columns).from(documents).where(where);
  return {
    /** One page, newest first, and the total matching. */
    async page({ status, offset, limit }: { status?: string; offset: number; limit: number }) {
      const where = status ? eq(documents.verificationStatus, status) : undefined;
      const rows = await select(where).orderBy(desc(documents.createdAt), desc(documents.id)).limit(limit).offset(offset);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(documents).where(where);
      return { rows, total };
    },

    async findForUpdate(id: string) {
      const [row] = await select(eq(documents.id, id)).for('update');
      return row;
    },

    async setDecision(
      id: string,
      values: { verificationStatus: string; verification: Record<string, unknown>; verifiedAt: Date | null; reviewedBy: string; updatedAt: Date },
    ) {
      await db.update(documents).set(values).where(eq(documents.id, id));
    },
  };
}
export type AdminDocumentFileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminDocumentsRepo>['findForUpdate']>>>;
