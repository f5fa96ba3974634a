import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { MessageChannel, OutboundStatus } from '@kusasa/domain/rules/messaging';
import type { Database, Executor } from '../../db/database.ts';
import { outboundMessages } from '../../db/schema/messaging.ts';

export type OutboundRow = typeof outboundMessages.$inferSelect;
export type NewOutbound = Pick<
  typeof outboundMessages.$inferInsert,
  'userId' | 'channel' | 'toAddress' | 'template' | 'body' | 'payload' | 'subject' | 'dedupeKey'
> & {
  nextAttemptAt: Date;
};

// The SMS, WhatsApp, email and in-app outbox (issue 30). A message is queued in the caller's
// transaction; a worker on any instance claims due rows with FOR UPDATE SKIP LOCKED, marks them
// `sending` (committed before the provider is called) and records what the provider said.
export function createOutboxRepo(db: Executor) {
  return {
    /** Queues a message; a second message with the same dedupe key is silently not queued (false). */
    async enqueue(message: NewOutbound, now: Date): Promise<boolean> {
      const rows = await db
        .insert(outboundMessages)
        .values({ ...message, status: 'queued', createdAt: now })
        .onConflictDoNothing({ target: outboundMessages.dedupeKey })
        .returning({ id: outboundMessages.id });
      return rows.length > 0;
    },

    setStatus: (id: string, status: OutboundStatus, changes: Partial<Pick<OutboundRow, 'lastError' | 'providerRef' | 'sentAt' | 'nextAttemptAt'>> = {}) =>
      db
        .update(outboundMessages)
        .set({ status, ...changes })
        .where(eq(outboundMessages.id, id)),

    /**
     * A receipt from the provider: delivered (the first report counts; a later "read" changes
     * nothing) or failed. Resolves with whether it named a sent message of ours.
     */
    async recordReceipt(channel: MessageChannel, providerRef: string, delivered: boolean, at: Date, error?: string): Promise<boolean> {
      const rows = await db
        .update(outboundMessages)
        .set(delivered ? { status: 'delivered', deliveredAt: at } : { status: 'failed', lastError: error ?? 'the provider reported it undelivered' })
        .where(and(eq(outboundMessages.channel, channel), eq(outboundMessages.providerRef, providerRef), eq(outboundMessages.status, 'sent')))
        .returning({ id: outboundMessages.id });
      return rows.length > 0;
    },

    /** Queued messages to an address that opted out are not sent: one learner's (turned off), or everyone's (STOP). */
    cancelQueuedTo: (channel: MessageChannel, address: string, userId?: string) =>
      db
        .update(outboundMessages)
        .set({ status: 'cancelled', lastError: 'opted out' })
        .where(
          and(
            eq(outboundMessages.channel, channel),
            eq(outboundMessages.toAddress, address),
            eq(outboundMessages.status, 'queued'),
            userId ? eq(outboundMessages.userId, userId) : undefined,
          ),
        ),

    /** A failed or interrupted message, queued again with its attempts counted afresh. */
    requeue: (id: string, at: Date) =>
      db
        .update(outboundMessages)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: at })
        .where(and(eq(outboundMessages.id, id), inArray(outboundMessages.status, ['failed', 'unknown']))),

    ofUser: (userId: string) => db.select().from(outboundMessages).where(eq(outboundMessages.userId, userId)).orderBy(asc(outboundMessages.createdAt)),

    async find(id: string) {
      const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id)).limit(1);
      return row;
    },

    countsSince: (since: Date) =>
      db
        .select({ channel: outboundMessages.channel, status: outboundMessages.status, count: count() })
        .from(outboundMessages)
        .where(gte(outboundMessages.createdAt, since))
        .groupBy(outboundMessages.channel, outboundMessages.status)
        .orderBy(asc(outboundMessages.channel), asc(outboundMessages.status)),

    problems: (limit: number) =>
      db
        .select()
        .from(outboundMessages)
        .where(inArray(outboundMessages.status, ['failed', 'unknown']))
        .orderBy(desc(outboundMessages.createdAt))
        .limit(limit),
  };
}

/**
 * Claims the next due message, or marks one whose sender stopped mid-send as `unknown` (it may
 * have arrived, so it is not sent again blindly; admins decide). Returns the claimed row.
 */
export async function claimDueMessage(db: Database, now: Date, lockMs: number): Promise<OutboundRow | undefined> {
  await db
    .update(outboundMessages)
    .set({ status: 'unknown', lastError: 'the instance sending it stopped before the provider answered' })
    .where(and(eq(outboundMessages.status, 'sending'), lte(outboundMessages.nextAttemptAt, now)));
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.status, 'queued'), lte(outboundMessages.nextAttemptAt, now)))
      .orderBy(asc(outboundMessages.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(outboundMessages)
      .set({ status: 'sending', attempts: sql`${outboundMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + lockMs) })
      .where(eq(outboundMessages.id, due.id))
      .returning();
    return claimed;
  });
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
