import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { payments, transactions, type PaymentKind } from '../../db/schema/payments.ts';
import { userPlans } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentChange = Partial<Omit<NewPayment, 'id' | 'merchantReference' | 'createdAt'>>;

// The only place that touches the payments, transactions and (for activation) user_plans tables.
export function createPaymentsRepo(db: Executor) {
  return {
    async insert(values: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },

    async byReference(merchantReference: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.merchantReference, merchantReference));
      return row ?? null;
    },

    /** Someone else's payment, or one of another kind, is not found: callers cannot tell it from a made-up reference. */
    async byReferenceForUser(merchantReference: string, userId: string, kind: PaymentKind = 'plan'): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.merchantReference, merchantReference), eq(payments.userId, userId), eq(payments.kind, kind)));
      return row ?? null;
    },

    async byId(id: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** Locks the row for the rest of the transaction: concurrent notifications apply one after the other. */
    async lock(id: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row ?? null;
    },

    async update(id: string, change: PaymentChange): Promise<PaymentRow> {
      const [row] = await db.update(payments).set(change).where(eq(payments.id, id)).returning();
      if (!row) throw new Error('payment update matched no row');
      return row;
    },

    /** A learner's plan payments, newest first. */
    async forUser(userId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.kind, 'plan')))
        .orderBy(desc(payments.createdAt));
    },

    async hasPurchaseFor(paymentId: string): Promise<boolean> {
      const rows = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.paymentId, paymentId));
      return rows.length > 0;
    },

    async insertPurchase(values: typeof transactions.$inferInsert, plan: { userId: string; planId: string; createdAt: Date }): Promise<void> {
      await db.insert(userPlans).values({ ...plan, active: true });
      await db.insert(transactions).values(values);
    },

    async contact(userId: string): Promise<{ email: string; fullName: string | null } | null> {
      const [row] = await db.select({ email: users.email, fullName: users.fullName }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
