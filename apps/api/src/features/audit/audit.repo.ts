import type { Executor } from '../../db/database.ts';
import { systemErrorLogs } from '../../db/schema/accounts.ts';

export type NewAuditEntry = typeof systemErrorLogs.$inferInsert;

export function createAuditRepo(db: Executor) {
  return {
    async insert(entry: NewAuditEntry) {
      await db.insert(systemErrorLogs).values(entry);
    },
  };
}
