import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { applicationCheckTokens, applications } from '../../db/schema/applications.ts';
import { documents } from '../../db/schema/documents.ts';

// Branded PDFs and their check tokens (decision 0422). Reads of a learner's rows take their id.
export function createApplicationPdfRepo(db: Executor) {
  return {
    /** The learner's documents, newest first, as the PDF lists them. */
    documentsOf(userId: string) {
      return db
        .select({ documentType: documents.documentType, verificationStatus: documents.verificationStatus })
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    async addCheckToken(tokenHash: string, applicationId: string, at: Date): Promise<void> {
      await db.insert(applicationCheckTokens).values({ tokenHash, applicationId, createdAt: at });
    },

    /** What a check token vouches for: a submitted application's day, and whose it is. */
    async checkOf(tokenHash: string): Promise<{ submittedAt: Date; userId: string } | undefined> {
      const [row] = await db
        .select({ submittedAt: applications.submittedAt, userId: applications.userId })
        .from(applicationCheckTokens)
        .innerJoin(applications, eq(applications.id, applicationCheckTokens.applicationId))
        .where(and(eq(applicationCheckTokens.tokenHash, tokenHash), isNotNull(applications.submittedAt)))
        .limit(1);
      return row?.submittedAt ? { submittedAt: row.submittedAt, userId: row.userId } : undefined;
    },
  };
}
