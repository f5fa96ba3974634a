import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { nsfasCycles } from '../../db/schema/funding.ts';

export type CycleRow = typeof nsfasCycles.$inferSelect;
export type NewCycleRow = typeof nsfasCycles.$inferInsert;

// NSFAS's application windows, one row per funding year (issue 28).
export function createFundingCyclesRepo(db: Executor) {
  return {
    list: (): Promise<CycleRow[]> => db.select().from(nsfasCycles).orderBy(desc(nsfasCycles.fundingYear)),
    async one(fundingYear: number): Promise<CycleRow | undefined> {
      const [row] = await db.select().from(nsfasCycles).where(eq(nsfasCycles.fundingYear, fundingYear)).for('update');
      return row;
    },
    /** Creates the year's row or replaces every column of it. */
    async upsert(row: NewCycleRow): Promise<CycleRow> {
      const { fundingYear, ...columns } = row;
      const [saved] = await db.insert(nsfasCycles).values(row).onConflictDoUpdate({ target: nsfasCycles.fundingYear, set: columns }).returning();
      if (!saved) throw new Error(`nsfas_cycles ${fundingYear} was not written`);
      return saved;
    },
    /** Rows that are already there (an admin's edits) are left as they are. */
    async insertMissing(rows: NewCycleRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(nsfasCycles).values(rows).onConflictDoNothing({ target: nsfasCycles.fundingYear });
    },
  };
}
