import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { documents } from '../../db/schema/documents.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

// The only place that touches the documents table. Every learner-facing query names the owner.
export function createDocumentsRepo(db: Executor) {
  return {
    /** Which of these storage keys a document row still points at. */
    async referencedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.select({ filePath: documents.filePath }).from(documents).where(inArray(documents.filePath, keys));
      return new Set(rows.map((row) => row.filePath));
    },

    /** Each learner's documents' types and statuses (never the files), for a counselor's caseload (issue 29). */
    statusesOf(userIds: string[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          userId: documents.userId,
          documentType: documents.documentType,
          verificationStatus: documents.verificationStatus,
          createdAt: documents.createdAt,
        })
        .from(documents)
        .where(inArray(documents.userId, userIds));
    },

    async listForUser(userId: string): Promise<DocumentRow[]> {
      return db.select().from(documents).where(eq(documents.userId, userId)).orderBy(desc(documents.createdAt), desc(documents.id));
    },

    async findOwned(userId: string, id: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)));
      return row;
    },

    /** For the signed-link route and the verification job, where the signature or the job is the authority. */
    async findById(id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(documents).where(eq(documents.id, id));
      return row;
    },

    /** What counts against a plan's document cap: NSFAS papers do not (issue 28, decision 0409). */
    async countForUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(documents)
        .where(and(eq(documents.userId, userId), ne(documents.documentType, 'fundingDocument')));
      return row?.n ?? 0;
    },

    async insert(values: NewDocumentRow): Promise<DocumentRow> {
      const [row] = await db.insert(documents).values(values).returning();
      if (!row) throw new Error('document insert returned no row');
      return row;
    },

    async deleteOwned(userId: string, id: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId)))
        .returning();
      return row;
    },

    /** Stores a verification result, but only while the document is still pending (an admin's review wins). */
    async saveVerification(
      id: string,
      values: { verificationStatus: string; verification: Record<string, unknown>; verifiedAt: Date | null; updatedAt: Date },
    ): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(documents)
        .set(values)
        .where(and(eq(documents.id, id), eq(documents.verificationStatus, 'pending'), isNull(documents.reviewedBy)))
        .returning();
      return row;
    },

    async pendingForUser(userId: string): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(and(eq(documents.userId, userId), eq(documents.verificationStatus, 'pending'), isNull(documents.reviewedBy)));
    },

    async ownsApplication(userId: string, applicationId: string): Promise<boolean> {
      const rows = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
      return rows.length > 0;
    },

    async setApplicationDocument(userId: string, applicationId: string, filePath: string | null, now: Date): Promise<void> {
      await db
        .update(applications)
        .set({ documentPath: filePath, updatedAt: now })
        .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
    },

    /** Clears an application's document_path that pointed at a deleted file. */
    async clearApplicationDocumentPath(userId: string, filePath: string, now: Date): Promise<void> {
      await db
        .update(applications)
        .set({ documentPath: null, updatedAt: now })
        .where(and(eq(applications.userId, userId), eq(applications.documentPath, filePath)));
    },
  };
}
