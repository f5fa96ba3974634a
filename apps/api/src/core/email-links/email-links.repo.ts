import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailLinkTokens, type EmailLinkPurpose } from '../../db/schema/accounts.ts';

// The only place that touches email_link_tokens. Every query names the link's purpose, so a link
// mailed for one purpose can never be used for another.
export function createEmailLinksRepo(db: Executor) {
  return {
    async insert(token: typeof emailLinkTokens.$inferInsert) {
      await db.insert(emailLinkTokens).values(token);
    },

    async find(purpose: EmailLinkPurpose, id: string) {
      const [row] = await db
        .select({ expiresAt: emailLinkTokens.expiresAt, usedAt: emailLinkTokens.usedAt })
        .from(emailLinkTokens)
        .where(and(eq(emailLinkTokens.id, id), eq(emailLinkTokens.purpose, purpose)))
        .limit(1);
      return row;
    },

    /** Marks a live link used in one statement, so two requests cannot both use it; returns its user. */
    async consume(purpose: EmailLinkPurpose, id: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(emailLinkTokens)
        .set({ usedAt: now })
        .where(and(eq(emailLinkTokens.id, id), eq(emailLinkTokens.purpose, purpose), isNull(emailLinkTokens.usedAt), gt(emailLinkTokens.expiresAt, now)))
        .returning({ userId: emailLinkTokens.userId });
      return row?.userId;
    },

    async retireAll(purpose: EmailLinkPurpose, userId: string, now: Date) {
      await db
        .update(emailLinkTokens)
        .set({ usedAt: now })
        .where(and(eq(emailLinkTokens.userId, userId), eq(emailLinkTokens.purpose, purpose), isNull(emailLinkTokens.usedAt)));
    },

    linksOf(userId: string) {
      return db
        .select({
          purpose: emailLinkTokens.purpose,
          createdAt: emailLinkTokens.createdAt,
          expiresAt: emailLinkTokens.expiresAt,
          usedAt: emailLinkTokens.usedAt,
        })
        .from(emailLinkTokens)
        .where(eq(emailLinkTokens.userId, userId))
        .orderBy(asc(emailLinkTokens.createdAt));
    },
  };
}
