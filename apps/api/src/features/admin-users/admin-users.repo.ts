import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../../db/schema/users.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const listColumns = { id: users.id, email: users.email, fullName: users.fullName, userType: users.userType, createdAt: users.createdAt };

export function createAdminUsersRepo(db: Executor) {
  return {
    /** One page, newest first, and the total matching. */
    async page({ offset, limit, search }: { offset: number; limit: number; search?: string }) {
      const pattern = search ? `%${escapeLike(search)}%` : undefined;
      const where = pattern ? or(ilike(users.email, pattern), ilike(users.fullName, pattern)) : undefined;
      const rows = await db.select(listColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total };
    },

    /** Locks the rows (in id order, so two admins never deadlock) until the transaction ends. */
    async lockForUpdate(ids: string[]) {
      return db
        .select(listColumns)
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.id))
        .for('update');
    },

    async setUserType(id: string, userType: string, at: Date) {
      await db.update(users).set({ userType, updatedAt: at }).where(eq(users.id, id));
    },
  };
}
export type AdminUserRow = Awaited<ReturnType<ReturnType<typeof createAdminUsersRepo>['lockForUpdate']>>[number];
