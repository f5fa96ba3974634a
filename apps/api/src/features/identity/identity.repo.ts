import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { verificationLogs } from '../../db/schema/accounts.ts';
import { users } from '../../db/schema/users.ts';

export type NewVerificationLog = typeof verificationLogs.$inferInsert;

export function createIdentityRepo(db: Executor) {
  return {
    async insertLog(entry: NewVerificationLog) {
      await db.insert(verificationLogs).values(entry);
    },
    async findAccountByIdNumber(idNumber: string) {
      const rows = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.idNumber, idNumber)).limit(1);
      return rows[0];
    },
  };
}
