import { and, asc, count, desc, eq, ilike, inArray, or, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema/users.ts';
import { identityCheckColumns, type IdentityCheckRow } from './identity-check.ts';
import { summaryColumns } from './users.repo.ts';

// Many accounts at once: the admin's user list, and the people named beside other features' rows.

const listColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  userType: users.userType,
  createdAt: users.createdAt,
  ...identityCheckColumns,
};
export type UserListRow = { id: string; email: string; fullName: string | null; userType: string; createdAt: Date } & IdentityCheckRow;

export function createUserListsRepo(db: Executor) {
  return {
    /** One page, newest first, and the total matching (email or name, case-insensitively). */
    async page({ offset, limit, search }: { offset: number; limit: number; search?: string }): Promise<{ rows: UserListRow[]; total: number }> {
      const pattern = search ? containsPattern(search) : undefined;
      const where = pattern ? or(ilike(users.email, pattern), ilike(users.fullName, pattern)) : undefined;
      const rows = await db.select(listColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total };
    },

    /** Locks the rows (in id order, so two transactions never deadlock) until the transaction ends. */
    lock(ids: string[]): Promise<UserListRow[]> {
      return db.select(listColumns).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
    },

    async summariesOf(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select(summaryColumns)
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
    },

    /** How each account's identity was checked (issue 32): the learners beside another feature's rows. */
    async identityChecksOf(ids: string[]): Promise<(IdentityCheckRow & { id: string })[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, ...identityCheckColumns })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
    },

    /** The ids of every account of one type (the admins to tell of something). */
    async idsOfType(userType: string): Promise<string[]> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.userType, userType)).orderBy(asc(users.id));
      return rows.map((row) => row.id);
    },

    /** Accounts of one type whose name, email or tracking id contains `search` (an admin's picker), by name. */
    findOfType({ search, userType, limit }: { search: string; userType: string; limit: number }) {
      const pattern = containsPattern(search);
      return db
        .select(summaryColumns)
        .from(users)
        .where(and(eq(users.userType, userType), or(ilike(users.email, pattern), ilike(users.fullName, pattern), ilike(users.trackingId, pattern))))
        .orderBy(asc(users.fullName), asc(users.email))
        .limit(limit);
    },

    /**
     * The ids of accounts whose email or tracking id contains `search`, as a subquery another
     * feature's query filters by: one statement however many accounts match.
     */
    idsMatching(search: string): SQLWrapper {
      const pattern = containsPattern(search);
      return db
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.email, pattern), ilike(users.trackingId, pattern)));
    },
  };
}
