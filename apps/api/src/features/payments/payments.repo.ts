import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { RecoveryStatusFilter } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import type { Executor } from '../../db/database.ts';
import { payments, transactions, type PaymentKind } from '../../db/schema/payments.ts';
import { containsPattern } from '../../db/like.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentChange = Partial<Omit<NewPayment, 'id' | 'merchantReference' | 'createdAt'>>;

export const ADMIN_LIST_LIMIT = 200;

export interface AdminListQuery {
  kind: 'orphaned' | 'failed';
  /** Pending payments created before this are expired. */
  expiredBefore: Date;
  search?: string;
  status?: RecoveryStatusFilter;
}

function statusCondition(status: RecoveryStatusFilter | undefined, expiredBefore: Date): SQL | undefined {
  if (status === 'failed') return eq(payments.status, 'failed');
  if (status === 'pending') return and(eq(payments.status, 'pending'), gte(payments.createdAt, expiredBefore));
  if (status === 'expired') return and(eq(payments.status, 'pending'), lt(payments.createdAt, expiredBefore));
  return undefined;
}

// Recovery is about plans: partner subscription payments have their own place in the partner CRM.
const isPlan = eq(payments.kind, 'plan');

// The only place that touches the payments and transactions tables (the plan row of a purchase is
// the plans service's, written in the same transaction by payment-completion.ts).
// Other features reach these rows through payment-records.ts, wired in its area.
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

    /** A user's payments of another kind (a sponsor's sponsorship payments), newest first. */
    async ofKindForUser(userId: string, kind: PaymentKind): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.kind, kind)))
        .orderBy(desc(payments.createdAt));
    },

    async hasPurchaseFor(paymentId: string): Promise<boolean> {
      const rows = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.paymentId, paymentId));
      return rows.length > 0;
    },

    async insertPurchase(values: typeof transactions.$inferInsert): Promise<void> {
      await db.insert(transactions).values(values);
    },

    /**
     * The admin's recovery lists. Orphaned: no user. Failed: a user's failed or expired payment.
     * Both unresolved, newest first. A search matches the reference, the payer's email, or the
     * users `searchedUsers` names (their email or tracking id, found by the users service).
     */
    async adminList({ kind, expiredBefore, search, status }: AdminListQuery, searchedUsers?: SQLWrapper): Promise<PaymentRow[]> {
      const conditions: (SQL | undefined)[] = [isPlan, isNull(payments.resolvedAt), statusCondition(status, expiredBefore)];
      if (kind === 'orphaned') conditions.push(isNull(payments.userId));
      else
        conditions.push(
          isNotNull(payments.userId),
          or(eq(payments.status, 'failed'), and(eq(payments.status, 'pending'), lt(payments.createdAt, expiredBefore))),
        );
      if (search) {
        const pattern = containsPattern(search);
        conditions.push(
          or(
            ilike(payments.merchantReference, pattern),
            searchedUsers ? inArray(payments.userId, searchedUsers) : undefined,
            ilike(payments.payerEmail, pattern),
          ),
        );
      }
      return db
        .select()
        .from(payments)
        .where(and(...conditions))
        .orderBy(desc(payments.createdAt))
        .limit(ADMIN_LIST_LIMIT);
    },

    /** A user's plan payments, and plan payments without a user that PayFast reported for this email. */
    async forUserOrPayer(userId: string | null, email: string): Promise<PaymentRow[]> {
      const byPayer = and(isNull(payments.userId), sql`lower(${payments.payerEmail}) = lower(${email})`);
      return db
        .select()
        .from(payments)
        .where(and(isPlan, userId ? or(eq(payments.userId, userId), byPayer) : byPayer))
        .orderBy(desc(payments.createdAt))
        .limit(ADMIN_LIST_LIMIT);
    },

    /** For "Your data": no signatures or passphrases are stored on a payment; the resolving admin's id is left out. */
    exportFor(userId: string) {
      return db
        .select({
          id: payments.id,
          merchantReference: payments.merchantReference,
          planId: payments.planId,
          tier: payments.tier,
          amountCents: payments.amountCents,
          currency: payments.currency,
          status: payments.status,
          paymentMethod: payments.paymentMethod,
          provider: payments.provider,
          providerPaymentId: payments.providerPaymentId,
          amountGrossCents: payments.amountGrossCents,
          payerEmail: payments.payerEmail,
          paidAt: payments.paidAt,
          notifiedAt: payments.notifiedAt,
          resolvedAt: payments.resolvedAt,
          resolutionNotes: payments.resolutionNotes,
          createdAt: payments.createdAt,
          updatedAt: payments.updatedAt,
        })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(asc(payments.createdAt));
    },

    billingFor: (userId: string) => db.select().from(transactions).where(eq(transactions.userId, userId)).orderBy(asc(transactions.createdAt)),

    /** The learner's billing history, newest first. */
    billingHistory: (userId: string) =>
      db.select().from(transactions).where(eq(transactions.userId, userId)).orderBy(desc(transactions.createdAt), desc(transactions.id)),

    /** Money records stay when an account is deleted (decision 11); the payer's email goes. */
    async forgetPayer(userId: string) {
      await db.update(payments).set({ payerEmail: null }).where(eq(payments.userId, userId));
    },
  };
}
export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
