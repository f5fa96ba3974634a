import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../../db/schema/users.ts';

export type NewUser = typeof users.$inferInsert;

export function createUsersRepo(db: Executor) {
  return {
    async findByEmail(email: string) {
      const rows = await db
        .select({ id: users.id, email: users.email, userType: users.userType })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return rows[0];
    },

    async insert(user: NewUser) {
      const rows = await db.insert(users).values(user).returning({ id: users.id });
      return rows[0]!;
    },

    async update(id: string, changes: Partial<NewUser>) {
      await db.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}
