import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { institutionWebhooks, webhookDeliveries } from '../../db/schema/institution-api.ts';

export type WebhookRow = typeof institutionWebhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliveryOutcome = Pick<DeliveryRow, 'status' | 'lastStatusCode' | 'lastError' | 'nextAttemptAt' | 'deliveredAt'>;

export function createWebhooksRepo(db: Executor) {
  return {
    async activeOf(institutionId: string): Promise<WebhookRow | undefined> {
      const [row] = await db
        .select()
        .from(institutionWebhooks)
        .where(and(eq(institutionWebhooks.institutionId, institutionId), eq(institutionWebhooks.active, true)))
        .orderBy(desc(institutionWebhooks.createdAt))
        .limit(1);
      return row;
    },
    async insert(row: typeof institutionWebhooks.$inferInsert): Promise<WebhookRow> {
      const [inserted] = await db.insert(institutionWebhooks).values(row).returning();
      if (!inserted) throw new Error('the webhook was not stored');
      return inserted;
    },
    async update(id: string, change: Partial<Pick<WebhookRow, 'url' | 'secret' | 'previousSecret' | 'previousSecretUntil'>>): Promise<WebhookRow> {
      const [row] = await db.update(institutionWebhooks).set(change).where(eq(institutionWebhooks.id, id)).returning();
      if (!row) throw new Error('the webhook was not updated');
      return row;
    },
    async removeOf(institutionId: string): Promise<number> {
      const rows = await db.delete(institutionWebhooks).where(eq(institutionWebhooks.institutionId, institutionId)).returning({ id: institutionWebhooks.id });
      return rows.length;
    },
    /** Queues the event for every active webhook of its institution (in the event's transaction). */
    async queue(institutionId: string, eventSeq: number, at: Date): Promise<void> {
      await db.execute(sql`
        insert into ${webhookDeliveries} (webhook_id, event_seq, next_attempt_at, created_at)
        select ${institutionWebhooks.id}, ${eventSeq}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        from ${institutionWebhooks}
        where ${institutionWebhooks.institutionId} = ${institutionId} and ${institutionWebhooks.active}
        on conflict do nothing`);
    },
    latestDeliveries: (webhookId: string, limit: number) =>
      db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.eventSeq))
        .limit(limit),
    async resend(webhookId: string, id: string, at: Date): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: at, lastError: null })
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.webhookId, webhookId)))
        .returning();
      return row;
    },
    async finish(id: string, outcome: DeliveryOutcome): Promise<void> {
      await db.update(webhookDeliveries).set(outcome).where(eq(webhookDeliveries.id, id));
    },
    webhooksByIds: (ids: string[]) => (ids.length ? db.select().from(institutionWebhooks).where(inArray(institutionWebhooks.id, ids)) : Promise.resolve([])),
  };
}

/**
 * Claims due deliveries: pending and due, each leased until `leaseUntil` (a worker that dies
 * leaves it to be taken again then). FOR UPDATE SKIP LOCKED lets every instance claim at once
 * without two taking the same row.
 */
export async function claimDueDeliveries(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.eventSeq))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}
