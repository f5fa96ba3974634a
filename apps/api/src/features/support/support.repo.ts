import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { SupportStatus } from '@kusasa/domain/rules/support';
import type { Executor } from '../../db/database.ts';
import { supportRequests } from '../../db/schema/support.ts';

export type SupportRow = typeof supportRequests.$inferSelect;
export type NewSupportRow = typeof supportRequests.$inferInsert;

/** The admin list shows this many at most, newest first. */
export const SUPPORT_LIST_LIMIT = 500;

// The only place that touches support_requests.
export function createSupportRepo(db: Executor) {
  return {
    async insert(values: NewSupportRow): Promise<SupportRow> {
      const [row] = await db.insert(supportRequests).values(values).returning();
      if (!row) throw new Error('support request insert returned no row');
      return row;
    },

    list(status?: SupportStatus): Promise<SupportRow[]> {
      const where: SQL | undefined = status ? eq(supportRequests.status, status) : undefined;
      return db.select().from(supportRequests).where(where).orderBy(desc(supportRequests.createdAt), desc(supportRequests.id)).limit(SUPPORT_LIST_LIMIT);
    },

    async openCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(supportRequests).where(eq(supportRequests.status, 'open'));
      return row?.n ?? 0;
    },

    async lock(id: string): Promise<SupportRow | null> {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
      return row ?? null;
    },

    async update(id: string, values: Partial<NewSupportRow>): Promise<SupportRow> {
      const [row] = await db
        .update(supportRequests)
        .set(values)
        .where(and(eq(supportRequests.id, id)))
        .returning();
      if (!row) throw new Error('support request vanished');
      return row;
    },

    /** For "Your data": what the account sent while signed in. */
    ofUser: (userId: string) => db.select().from(supportRequests).where(eq(supportRequests.userId, userId)).orderBy(desc(supportRequests.createdAt)),
  };
}
