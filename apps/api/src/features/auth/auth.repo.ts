import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../../db/schema/users.ts';

export function createAuthRepo(db: Executor) {
  return {
    async findCredentials(email: string) {
      const rows = await db
        .select({ id: users.id, userType: users.userType, passwordHash: users.passwordHash, emailConfirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return rows[0];
    },
  };
}
