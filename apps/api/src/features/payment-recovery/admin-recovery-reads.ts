import { paymentTexts } from '@kusasa/domain/payment-texts';
import type {
  adminRecoveryRequestSchema,
  AdminRecoveryListData,
  AdminRecoveryPayment,
  AdminRecoveryUserCheckData,
} from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { PENDING_PAYMENT_EXPIRY_HOURS } from '@kusasa/domain/schemas/payments/payment-states';
import type { z } from 'zod';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentRecords } from '../payments/payment-records.ts';
import type { PaymentRow } from '../payments/payments.repo.ts';
import { toAdminPayment, toPaymentUser, type PaymentWithUser, type RefundDue } from './admin-recovery-views.ts';

export type RecoveryRequest = z.infer<typeof adminRecoveryRequestSchema>;

/** Every admin recovery action, reads included, is an audit entry of this component. */
export const RECOVERY_COMPONENT = 'payment-recovery';

export interface RecoveryReadDeps extends Pick<Kernel, 'clock' | 'audit'> {
  refundsDue: () => Promise<RefundDue[]>;
  payments: Pick<PaymentRecords, 'anyKindById' | 'adminList' | 'forUserOrPayer' | 'effectiveStatus' | 'planFields'>;
  users: Pick<UsersService, 'summaryByEmail' | 'summariesOf'>;
}

// The lists an admin searches in payment recovery: orphaned or failed payments, refunds due, one
// user's payments. Each read is audited.
export function createRecoveryReads({ clock, audit, payments, users, refundsDue }: RecoveryReadDeps) {
  /** Each payment with the user it belongs to, if any (a deleted user's payment keeps no user). */
  async function withUsers(rows: PaymentRow[]): Promise<PaymentWithUser[]> {
    const owners = rows.flatMap((row) => (row.userId ? [row.userId] : []));
    const found = new Map((await users.summariesOf(owners)).map((user) => [user.id, toPaymentUser(user)]));
    return rows.map((payment) => ({ payment, user: payment.userId ? (found.get(payment.userId) ?? null) : null }));
  }

  /** The payments as admins see them, each with its refund reason where one is due. */
  async function views(rows: PaymentRow[], now: Date, refundReasons?: ReadonlyMap<string, string>): Promise<AdminRecoveryPayment[]> {
    return (await withUsers(rows)).map((row) => toAdminPayment(row, now, payments, refundReasons?.get(row.payment.id) ?? null));
  }

  return {
    /** One payment as it stands now, of any kind (after a change). */
    async reload(id: string): Promise<AdminRecoveryPayment> {
      const row = await payments.anyKindById(id);
      if (!row) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
      const [view] = await views([row], clock());
      return view!;
    },

    async list(admin: Actor, request: Extract<RecoveryRequest, { action: 'list_orphaned' | 'list_failed' }>): Promise<AdminRecoveryListData> {
      const now = clock();
      const kind = request.action === 'list_orphaned' ? 'orphaned' : 'failed';
      const expiredBefore = new Date(now.getTime() - PENDING_PAYMENT_EXPIRY_HOURS * 3_600_000);
      const rows = await payments.adminList({ kind, expiredBefore, search: request.search || undefined, status: request.status });
      await audit.adminAction({
        adminId: admin.id,
        action: 'PAYMENT_RECOVERY_LIST',
        message: `Listed ${kind} payments`,
        component: RECOVERY_COMPONENT,
        targetType: 'payment',
        targetId: kind,
        details: { search: request.search ?? null, status: request.status ?? null, count: rows.length },
      });
      return { payments: await views(rows, now) };
    },

    /** Paid payments whose money goes back (reported by the areas that know why), until an admin resolves them. */
    async refunds(admin: Actor, request: Extract<RecoveryRequest, { action: 'list_refunds' }>): Promise<AdminRecoveryListData> {
      const now = clock();
      const due = await refundsDue();
      const reasons = new Map(due.map((row) => [row.paymentId, row.reason]));
      const needle = request.search?.toLowerCase();
      const rows = (await Promise.all([...reasons.keys()].map((id) => payments.anyKindById(id))))
        .filter((row): row is PaymentRow => row !== undefined && row !== null && row.resolvedAt === null)
        .filter((row) => !needle || row.merchantReference.toLowerCase().includes(needle) || (row.payerEmail ?? '').toLowerCase().includes(needle))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      await audit.adminAction({
        adminId: admin.id,
        action: 'PAYMENT_RECOVERY_LIST',
        message: 'Listed payments due a refund',
        component: RECOVERY_COMPONENT,
        targetType: 'payment',
        targetId: 'refunds',
        details: { search: request.search ?? null, count: rows.length },
      });
      return { payments: await views(rows, now, reasons) };
    },

    async userCheck(admin: Actor, request: Extract<RecoveryRequest, { action: 'user_recovery_check' }>): Promise<AdminRecoveryUserCheckData> {
      const now = clock();
      const found = await users.summaryByEmail(request.userEmail);
      const user = found ? toPaymentUser(found) : null;
      const rows = await payments.forUserOrPayer(user?.id ?? null, request.userEmail);
      await audit.adminAction({
        adminId: admin.id,
        action: 'PAYMENT_RECOVERY_USER_CHECK',
        message: `Checked payments of ${request.userEmail}`,
        component: RECOVERY_COMPONENT,
        targetType: 'user',
        targetId: user?.id ?? request.userEmail,
        details: { count: rows.length },
      });
      return { user, payments: await views(rows, now) };
    },
  };
}
export type RecoveryReads = ReturnType<typeof createRecoveryReads>;
