import { and, desc, eq, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { guardianConsentEvents, guardianConsents } from '../../db/schema/guardian-consent.ts';

export type GuardianConsentRow = typeof guardianConsents.$inferSelect;
export type NewGuardianConsentEvent = typeof guardianConsentEvents.$inferInsert;

const g = guardianConsents;

/**
 * True for a learner whose information must not leave Kusasa on `today` (YYYY-MM-DD; the
 * database's date when not given): other audiences' reads exclude them with `not heldSql(...)`.
 */
export function heldSql(learnerId: Column | SQL, today?: string): SQL {
  const day = today === undefined ? sql`current_date` : sql`${today}::date`;
  return sql`exists (select 1 from ${g} where ${g.learnerId} = ${learnerId} and ${g.status} <> 'confirmed' and ${g.adultOn} > ${day})`;
}

/** The reads of institutions, sponsors, counselors and NSFAS: only learners whose information may be shared. */
export const shareableSql = (learnerId: Column | SQL, today?: string): SQL => sql`not ${heldSql(learnerId, today)}`;

export function createGuardianConsentRepo(db: Executor) {
  return {
    async of(learnerId: string): Promise<GuardianConsentRow | undefined> {
      const [row] = await db.select().from(g).where(eq(g.learnerId, learnerId)).limit(1);
      return row;
    },

    /** The row a link's token opens, locked until the caller's transaction ends (one answer at a time). */
    async byTokenForUpdate(tokenHash: string): Promise<GuardianConsentRow | undefined> {
      const [row] = await db.select().from(g).where(eq(g.tokenHash, tokenHash)).limit(1).for('update');
      return row;
    },

    async byToken(tokenHash: string): Promise<GuardianConsentRow | undefined> {
      const [row] = await db.select().from(g).where(eq(g.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** A new (or changed) guardian asked by a new link: pending, whatever was answered before. */
    async request(row: Omit<GuardianConsentRow, 'consentVersion' | 'answeredAt'>): Promise<void> {
      const values = { ...row, consentVersion: null, answeredAt: null };
      await db.insert(g).values(values).onConflictDoUpdate({ target: g.learnerId, set: values });
    },

    /** A new link for the same guardian; the old one stops working. */
    setLink: (learnerId: string, tokenHash: string, at: Date) => db.update(g).set({ tokenHash, linkSentAt: at, updatedAt: at }).where(eq(g.learnerId, learnerId)),

    answer: (learnerId: string, status: GuardianConsentRow['status'], consentVersion: string | null, at: Date) =>
      db.update(g).set({ status, consentVersion, answeredAt: at, updatedAt: at }).where(eq(g.learnerId, learnerId)),

    /** Whether the learner's information is held (see heldSql). */
    async isHeld(learnerId: string, today: string): Promise<boolean> {
      const [row] = await db
        .select({ held: sql<boolean>`true` })
        .from(g)
        .where(and(eq(g.learnerId, learnerId), ne(g.status, 'confirmed'), sql`${g.adultOn} > ${today}`))
        .limit(1);
      return row !== undefined;
    },

    addEvent: (event: NewGuardianConsentEvent) => db.insert(guardianConsentEvents).values(event),
    events: (learnerId: string) => db.select().from(guardianConsentEvents).where(eq(guardianConsentEvents.learnerId, learnerId)).orderBy(desc(guardianConsentEvents.at)),
  };
}
