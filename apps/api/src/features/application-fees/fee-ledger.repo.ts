import { and, asc, desc, eq, inArray, max, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutionFeeLedger } from '../../db/schema/application-fees.ts';
import { institutions } from '../../db/schema/catalogue.ts';

export type LedgerRow = typeof institutionFeeLedger.$inferSelect;
export type NewLedgerRow = typeof institutionFeeLedger.$inferInsert;

const sumOf = (kind: string) => sum(sql`case when ${institutionFeeLedger.kind} = ${kind} then ${institutionFeeLedger.amountCents} else 0 end`).mapWith(Number);

// The only code that touches institution_fee_ledger: it inserts and reads, never updates or
// deletes (the table's trigger would refuse it anyway).
export function createFeeLedgerRepo(db: Executor) {
  return {
    /** A collected fee, once per payment and application: false when this one was already written. */
    async insertFee(values: Omit<NewLedgerRow, 'kind'>): Promise<boolean> {
      const rows = await db
        .insert(institutionFeeLedger)
        .values({ ...values, kind: 'fee_collected' })
        .onConflictDoNothing({
          target: [institutionFeeLedger.paymentId, institutionFeeLedger.applicationId],
          where: sql`${institutionFeeLedger.kind} = 'fee_collected'`,
        })
        .returning({ id: institutionFeeLedger.id });
      return rows.length > 0;
    },

    async insert(values: NewLedgerRow): Promise<LedgerRow> {
      const [row] = await db.insert(institutionFeeLedger).values(values).returning();
      if (!row) throw new Error('fee ledger entry not stored');
      return row;
    },

    /** Serialises payouts and corrections of one institution until the transaction ends. */
    async lockInstitution(institutionId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`institution_fee_ledger:${institutionId}`}, 0))`);
    },

    entriesOf(institutionId: string): Promise<LedgerRow[]> {
      return db
        .select()
        .from(institutionFeeLedger)
        .where(eq(institutionFeeLedger.institutionId, institutionId))
        .orderBy(desc(institutionFeeLedger.createdAt), desc(institutionFeeLedger.id));
    },

    /** Every institution with an entry, with its sums per kind, by name. */
    balances() {
      return db
        .select({
          institutionId: institutionFeeLedger.institutionId,
          institutionName: institutions.name,
          collected: sumOf('fee_collected'),
          payouts: sumOf('payout'),
          corrections: sumOf('correction'),
          lastPayoutAt: max(sql<Date | null>`case when ${institutionFeeLedger.kind} = 'payout' then ${institutionFeeLedger.createdAt} end`),
        })
        .from(institutionFeeLedger)
        .innerJoin(institutions, eq(institutions.id, institutionFeeLedger.institutionId))
        .groupBy(institutionFeeLedger.institutionId, institutions.name)
        .orderBy(asc(institutions.name));
    },

    /** The fees collected for these applications, first paid first. */
    feesFor(applicationIds: string[]): Promise<LedgerRow[]> {
      if (applicationIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(institutionFeeLedger)
        .where(and(eq(institutionFeeLedger.kind, 'fee_collected'), inArray(institutionFeeLedger.applicationId, applicationIds)))
        .orderBy(asc(institutionFeeLedger.createdAt));
    },

    async institutionName(institutionId: string): Promise<string | null> {
      const [row] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, institutionId));
      return row?.name ?? null;
    },
  };
}
