import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { outbox } from '../../db/schema/mail.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export function createOutboxRepo(db: Executor) {
  return {
    async insert(message: { toAddress: string; subject: string; textBody: string; htmlBody?: string | null; createdAt: Date }): Promise<string> {
      const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },

    async find(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return row;
    },

    /** Stamps the message sent, once: a second stamp (a retried job) changes nothing. */
    async markSent(id: string, at: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ sentAt: at, lastError: null })
        .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
    },

    async markFailed(id: string, at: Date, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ failedAt: at, lastError: error })
        .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
    },

    /** Messages not yet sent (waiting for the relay) and messages the relay refused for good. */
    async backlog(): Promise<{ waiting: number; failed: number }> {
      const [waiting] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
      const [failed] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(outbox)
        .where(isNotNull(outbox.failedAt));
      return { waiting: waiting?.count ?? 0, failed: failed?.count ?? 0 };
    },
  };
}
