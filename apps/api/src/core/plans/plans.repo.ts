import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';

/** "table"."column": Drizzle leaves columns unqualified in a select without a table. */
const q = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

export interface HeldPlans {
  /** The plan ids of the learner's active user_plans rows. */
  bought: string[];
  /** The plans of the learner's sponsor allocations active and not past their end at `now` (null: none named). */
  sponsored: (string | null)[];
}

/**
 * Both sources as two columns of one statement, with the placeholders `userId` and `now` (an ISO
 * timestamp). Here they are the whole statement; the dashboard's one statement includes them too
 * (decision 0386), handed over by the plans service so only this file names the tables.
 */
export const heldPlanColumns = {
  bought: sql<
    string[]
  >`array(select ${q(userPlans.planId)} from ${userPlans} where ${q(userPlans.userId)} = ${sql.placeholder('userId')} and ${q(userPlans.active)})`,
  sponsored: sql<(string | null)[]>`array(select ${q(sponsorAllocations.plan)} from ${sponsorAllocations}
    where ${q(sponsorAllocations.studentId)} = ${sql.placeholder('userId')} and ${q(sponsorAllocations.status)} = 'active'
      and (${q(sponsorAllocations.expiresOn)} is null or ${q(sponsorAllocations.expiresOn)} > ${sql.placeholder('now')}::timestamptz))`,
};

// One prepared statement for both sources: every signed-in read that depends on the plan (caps,
// gated guidance) pays one round trip and one pool connection, not two.
export async function heldPlans(db: Executor, userId: string, now: Date): Promise<HeldPlans> {
  const [row] = await prepared(db, 'plans_held', (executor, name) =>
    executor
      .select(heldPlanColumns)
      .from(sql`(select 1) as one`)
      .prepare(name),
  ).execute({ userId, now: now.toISOString() });
  return { bought: row?.bought ?? [], sponsored: row?.sponsored ?? [] };
}

// The learner's plan rows. The plans feature is the only writer of user_plans (decision 0362):
// registration grants Starter, a confirmed payment grants its plan, a cancellation ends paid plans.
export function createPlanGrantsRepo(db: Executor) {
  return {
    async grant(userId: string, planId: string, at: Date): Promise<void> {
      await db.insert(userPlans).values({ userId, planId, active: true, createdAt: at });
    },

    /** Active rows, newest first: when the learner got each plan they hold. */
    activeRows(userId: string): Promise<{ planId: string; createdAt: Date }[]> {
      return db
        .select({ planId: userPlans.planId, createdAt: userPlans.createdAt })
        .from(userPlans)
        .where(and(eq(userPlans.userId, userId), eq(userPlans.active, true)))
        .orderBy(desc(userPlans.createdAt));
    },

    /** Ends every active paid plan (Starter rows stay, so the learner keeps Starter). Returns how many. */
    async endPaidPlans(userId: string): Promise<number> {
      const rows = await db
        .update(userPlans)
        .set({ active: false })
        .where(and(eq(userPlans.userId, userId), eq(userPlans.active, true), ne(userPlans.planId, 'starter')))
        .returning({ id: userPlans.id });
      return rows.length;
    },

    /** Every row, oldest first, for the learner's own data export. */
    historyOf(userId: string) {
      return db.select().from(userPlans).where(eq(userPlans.userId, userId)).orderBy(asc(userPlans.createdAt));
    },
  };
}
