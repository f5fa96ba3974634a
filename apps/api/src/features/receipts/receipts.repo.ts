import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { receiptCounter, receipts } from '../../db/schema/receipts.ts';

export type ReceiptRow = typeof receipts.$inferSelect;
export type NewReceipt = Omit<typeof receipts.$inferInsert, 'id' | 'number'>;

const SERIES = 'receipts';

// Receipts are written once and never changed (issue 31). The next number comes from the counter
// row, taken with an upsert that holds its lock until the payment's transaction ends.
export function createReceiptsRepo(db: Executor) {
  return {
    async forPayment(paymentId: string): Promise<ReceiptRow | undefined> {
      const [row] = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
      return row;
    },

    /** The series' next number: one more than the last, or 1; rolled back with the transaction. */
    async nextNumber(): Promise<number> {
      const [row] = await db
        .insert(receiptCounter)
        .values({ series: SERIES, last: 1 })
        .onConflictDoUpdate({ target: receiptCounter.series, set: { last: sql`${receiptCounter.last} + 1` } })
        .returning({ last: receiptCounter.last });
      return row!.last;
    },

    async insert(receipt: NewReceipt & { number: number }): Promise<ReceiptRow> {
      const [row] = await db.insert(receipts).values(receipt).returning();
      return row!;
    },

    byNumber: async (number: number) => (await db.select().from(receipts).where(eq(receipts.number, number)).limit(1))[0],
    byId: async (id: string) => (await db.select().from(receipts).where(eq(receipts.id, id)).limit(1))[0],
    /** At the payer's account deletion: the receipt stays for the books, without their name and email. */
    forgetPayer: (userId: string) => db.update(receipts).set({ payerName: null, payerEmail: null }).where(eq(receipts.payerUserId, userId)),
    ofPayer: (userId: string) => db.select().from(receipts).where(eq(receipts.payerUserId, userId)).orderBy(desc(receipts.number)),
  };
}
