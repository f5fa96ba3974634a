import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { systemErrorLogs } from '../../db/schema/accounts.ts';

export type NewAuditEntry = typeof systemErrorLogs.$inferInsert;

export interface AuditSearch {
  category: string;
  limit: number;
  /** Case-insensitive, anywhere in the message, the action or details->>'target_id'. */
  search?: string;
  targetType?: string;
  targetId?: string;
}

/** LIKE treats % and _ as wildcards; a search for "50%" means those characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createAuditRepo(db: Executor) {
  return {
    async insert(entry: NewAuditEntry) {
      await db.insert(systemErrorLogs).values(entry);
    },

    /** Newest first by occurred_at. */
    async search({ category, limit, search, targetType, targetId }: AuditSearch) {
      const conditions: (SQL | undefined)[] = [eq(systemErrorLogs.category, category)];
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        conditions.push(
          or(ilike(systemErrorLogs.message, pattern), ilike(systemErrorLogs.action, pattern), ilike(sql`${systemErrorLogs.details}->>'target_id'`, pattern)),
        );
      }
      if (targetType) conditions.push(sql`${systemErrorLogs.details}->>'target_type' = ${targetType}`);
      if (targetId) conditions.push(sql`${systemErrorLogs.details}->>'target_id' = ${targetId}`);
      return db
        .select({
          id: systemErrorLogs.id,
          occurredAt: systemErrorLogs.occurredAt,
          category: systemErrorLogs.category,
          severity: systemErrorLogs.severity,
          action: systemErrorLogs.action,
          message: systemErrorLogs.message,
          component: systemErrorLogs.component,
          userId: systemErrorLogs.userId,
          details: systemErrorLogs.details,
        })
        .from(systemErrorLogs)
        .where(and(...conditions))
        .orderBy(desc(systemErrorLogs.occurredAt), desc(systemErrorLogs.id))
        .limit(limit);
    },
  };
}
