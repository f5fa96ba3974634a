import { and, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RecoveryStatusFilter } from '@kusasa/domain/schemas/payments';
import type { Executor } from '../../db/database.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';

export const ADMIN_LIST_LIMIT = 200;

const withUser = {
  payment: payments,
  user: { id: users.id, email: users.email, fullName: users.fullName, trackingId: users.trackingId },
};
export type PaymentWithUser = { payment: typeof payments.$inferSelect; user: { id: string; email: string; fullName: string | null; trackingId: string | null } | null };

/** LIKE treats % and _ as wildcards; a search for "50%" means those characters. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface AdminListQuery {
  kind: 'orphaned' | 'failed';
  /** Pending payments created before this are expired. */
  expiredBefore: Date;
  search?: string;
  status?: RecoveryStatusFilter;
}

export function createPaymentRecoveryRepo(db: Executor) {
  const select = () => db.select(withUser).from(payments).leftJoin(users, eq(users.id, payments.userId));
  // Recovery is about plans: partner subscription payments have their own place in the partner CRM.
  const isPlan = eq(payments.kind, 'plan');

  function statusCondition(status: RecoveryStatusFilter | undefined, expiredBefore: Date): SQL | undefined {
    if (status === 'failed') return eq(payments.status, 'failed');
    if (status === 'pending') return and(eq(payments.status, 'pending'), gte(payments.createdAt, expiredBefore));
    if (status === 'expired') return and(eq(payments.status, 'pending'), lt(payments.createdAt, expiredBefore));
    return undefined;
  }

  return {
    /** Orphaned: no user. Failed: a user's failed or expired payment. Both unresolved, newest first. */
    async adminList({ kind, expiredBefore, search, status }: AdminListQuery): Promise<PaymentWithUser[]> {
      const conditions: (SQL | undefined)[] = [isPlan, isNull(payments.resolvedAt), statusCondition(status, expiredBefore)];
      if (kind === 'orphaned') conditions.push(isNull(payments.userId));
      else conditions.push(isNotNull(payments.userId), or(eq(payments.status, 'failed'), and(eq(payments.status, 'pending'), lt(payments.createdAt, expiredBefore))));
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        conditions.push(or(ilike(payments.merchantReference, pattern), ilike(users.email, pattern), ilike(payments.payerEmail, pattern), ilike(users.trackingId, pattern)));
      }
      return select()
        .where(and(...conditions))
        .orderBy(desc(payments.createdAt))
        .limit(ADMIN_LIST_LIMIT);
    },

    async byId(id: string): Promise<PaymentWithUser | null> {
      const [row] = await select().where(and(eq(payments.id, id), isPlan));
      return row ?? null;
    },

    /** A user's payments, and payments without a user that PayFast reported for this email. */
    async forUserOrPayer(userId: string | null, email: string): Promise<PaymentWithUser[]> {
      const byPayer = and(isNull(payments.userId), sql`lower(${payments.payerEmail}) = lower(${email})`);
      return select()
        .where(and(isPlan, userId ? or(eq(payments.userId, userId), byPayer) : byPayer))
        .orderBy(desc(payments.createdAt))
        .limit(ADMIN_LIST_LIMIT);
    },

    /** An admin types a user id, a tracking id or an email into "User ID". */
    async findUser(identifier: string) {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(identifier);
      const [row] = await db
        .select(withUser.user)
        .from(users)
        .where(or(isUuid ? eq(users.id, identifier) : undefined, eq(users.trackingId, identifier), sql`lower(${users.email}) = lower(${identifier})`))
        .limit(1);
      return row ?? null;
    },

    async findUserByEmail(email: string) {
      const [row] = await db.select(withUser.user).from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },
  };
}
