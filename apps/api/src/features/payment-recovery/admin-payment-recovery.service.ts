import { paymentTexts } from '@kusasa/domain/payment-texts';
import {
  adminRecoveryRequestSchema,
  type AdminRecoveryChangeData,
  type AdminRecoveryListData,
  type AdminRecoveryPayment,
  type AdminRecoveryRequest,
  type AdminRecoveryUserCheckData,
} from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { PENDING_PAYMENT_EXPIRY_HOURS } from '@kusasa/domain/schemas/payments/payment-states';
import type { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentCompletion } from '../payments/payment-completion.ts';
import type { PaymentRecords } from '../payments/payment-records.ts';
import type { PaymentRow } from '../payments/payments.repo.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Kernel } from '../../core/kernel.ts';
import { toAdminPayment, toPaymentUser, type PaymentWithUser, type RefundDue } from './admin-recovery-views.ts';

type Request = z.infer<typeof adminRecoveryRequestSchema>;
type Data = AdminRecoveryListData | AdminRecoveryChangeData | AdminRecoveryUserCheckData;

const COMPONENT = 'payment-recovery';

export interface AdminPaymentRecoveryDeps extends Pick<Kernel, 'db' | 'clock' | 'audit'> {
  refundsDue: () => Promise<RefundDue[]>;
  gateway: PaymentGateway;
  completion: PaymentCompletion;
  payments: Pick<PaymentRecords, 'byId' | 'anyKindById' | 'adminList' | 'forUserOrPayer' | 'lock' | 'update' | 'effectiveStatus' | 'planFields'>;
  users: Pick<UsersService, 'byReference' | 'summaryByEmail' | 'summariesOf'>;
}

// Admin payment recovery (/admin/payment-recovery; docs/decisions/0011-payments-and-recovery.md).
// Link attaches a user and keeps the provider's status (a paid payment then gives that user its
// plan); resolve records that an admin dealt with it; neither invents a payment. Every action,
// reads included, is an audit entry; changes are recorded in their own transaction.
export function createAdminPaymentRecoveryService(deps: AdminPaymentRecoveryDeps) {
  const { db, clock, gateway, completion, audit, payments, users, refundsDue } = deps;

  /** Each payment with the user it belongs to, if any (a deleted user's payment keeps no user). */
  async function withUsers(rows: PaymentRow[]): Promise<PaymentWithUser[]> {
    const owners = rows.flatMap((row) => (row.userId ? [row.userId] : []));
    const found = new Map((await users.summariesOf(owners)).map((user) => [user.id, toPaymentUser(user)]));
    return rows.map((payment) => ({ payment, user: payment.userId ? (found.get(payment.userId) ?? null) : null }));
  }

  async function views(rows: PaymentRow[], now: Date): Promise<AdminRecoveryPayment[]> {
    return (await withUsers(rows)).map((row) => toAdminPayment(row, now, payments));
  }

  async function reload(id: string): Promise<AdminRecoveryPayment> {
    const row = await payments.anyKindById(id);
    if (!row) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
    const [view] = await views([row], clock());
    return view!;
  }

  async function userFor(identifier: string) {
    const user = await users.byReference(identifier);
    if (!user) throw new AppError('NOT_FOUND', paymentTexts.userNotFound, { userId: paymentTexts.userNotFound });
    return user;
  }

  /** Locks the payment and attaches `userId` (refusing one that belongs to someone else), marking it resolved. */
  async function attach(tx: Executor, paymentId: string, userId: string, admin: Actor, notes: string | null): Promise<PaymentRow> {
    const payment = await payments.lock(tx, paymentId);
    if (!payment) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
    if (payment.userId && payment.userId !== userId) throw new AppError('CONFLICT', paymentTexts.linkedToAnotherUser);
    const now = clock();
    return payments.update(tx, payment.id, { userId, resolvedAt: now, resolvedBy: admin.id, resolutionNotes: notes, updatedAt: now });
  }

  const handlers = {
    async list(admin: Actor, request: Extract<Request, { action: 'list_orphaned' | 'list_failed' }>): Promise<AdminRecoveryListData> {
      const now = clock();
      const kind = request.action === 'list_orphaned' ? 'orphaned' : 'failed';
      const expiredBefore = new Date(now.getTime() - PENDING_PAYMENT_EXPIRY_HOURS * 3_600_000);
      const rows = await payments.adminList({ kind, expiredBefore, search: request.search || undefined, status: request.status });
      await audit.adminAction({
        adminId: admin.id,
        action: 'PAYMENT_RECOVERY_LIST',
        message: `Listed ${kind} payments`,
        component: COMPONENT,
        targetType: 'payment',
        targetId: kind,
        details: { search: request.search ?? null, status: request.status ?? null, count: rows.length },
      });
      return { payments: await views(rows, now) };
    },

    /** Paid payments whose money goes back (reported by the areas that know why), until an admin resolves them. */
    async refunds(admin: Actor, request: Extract<Request, { action: 'list_refunds' }>): Promise<AdminRecoveryListData> {
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
        component: COMPONENT,
        targetType: 'payment',
        targetId: 'refunds',
        details: { search: request.search ?? null, count: rows.length },
      });
      return { payments: (await withUsers(rows)).map((row) => toAdminPayment(row, now, payments, reasons.get(row.payment.id) ?? null)) };
    },

    async link(admin: Actor, request: Extract<Request, { action: 'link_payment' }>): Promise<AdminRecoveryChangeData> {
      const user = await userFor(request.userId);
      const notes = request.resolutionNotes || null;
      await db.transaction(async (tx) => {
        const payment = await attach(tx, request.paymentId, user.id, admin, notes);
        const activated = payment.status === 'paid' ? await completion.activate(tx, payment, user.id) : false;
        await audit.adminAction(
          {
            adminId: admin.id,
            action: 'PAYMENT_LINKED',
            message: `Payment ${payment.merchantReference} linked to ${user.email}`,
            component: COMPONENT,
            targetType: 'payment',
            targetId: payment.id,
            reason: notes,
            details: { user_id: user.id, status: payment.status, plan_activated: activated },
          },
          tx,
        );
      });
      return { message: paymentTexts.linked, payment: await reload(request.paymentId) };
    },

    async resolve(admin: Actor, request: Extract<Request, { action: 'resolve_payment' }>): Promise<AdminRecoveryChangeData> {
      await db.transaction(async (tx) => {
        const payment = await payments.lock(tx, request.paymentId);
        if (!payment) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
        const now = clock();
        await payments.update(tx, payment.id, { resolvedAt: now, resolvedBy: admin.id, resolutionNotes: request.resolutionNotes, updatedAt: now });
        await audit.adminAction(
          {
            adminId: admin.id,
            action: 'PAYMENT_RESOLVED',
            message: `Payment ${payment.merchantReference} resolved`,
            component: COMPONENT,
            targetType: 'payment',
            targetId: payment.id,
            reason: request.resolutionNotes,
            details: { status: payment.status },
          },
          tx,
        );
      });
      return { message: paymentTexts.resolved, payment: await reload(request.paymentId) };
    },

    async userCheck(admin: Actor, request: Extract<Request, { action: 'user_recovery_check' }>): Promise<AdminRecoveryUserCheckData> {
      const now = clock();
      const found = await users.summaryByEmail(request.userEmail);
      const user = found ? toPaymentUser(found) : null;
      const rows = await payments.forUserOrPayer(user?.id ?? null, request.userEmail);
      await audit.adminAction({
        adminId: admin.id,
        action: 'PAYMENT_RECOVERY_USER_CHECK',
        message: `Checked payments of ${request.userEmail}`,
        component: COMPONENT,
        targetType: 'user',
        targetId: user?.id ?? request.userEmail,
        details: { count: rows.length },
      });
      return { user, payments: await views(rows, now) };
    },

    /** Like link, but only once the provider confirms the payment was made. */
    async claim(admin: Actor, request: Extract<Request, { action: 'claim_payment' }>): Promise<AdminRecoveryChangeData> {
      const user = await userFor(request.userId);
      const existing = await payments.byId(request.paymentId);
      if (!existing) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
      if (existing.userId && existing.userId !== user.id) throw new AppError('CONFLICT', paymentTexts.linkedToAnotherUser);
      const result = existing.status === 'paid' ? null : await gateway.lookup(existing.merchantReference);
      if (existing.status !== 'paid' && result?.status !== 'COMPLETE') throw new AppError('CONFLICT', paymentTexts.claimNotPaid);
      await db.transaction(async (tx) => {
        let payment = await attach(tx, existing.id, user.id, admin, null);
        payment = result ? await completion.applyIn(tx, payment.id, result) : payment;
        await completion.activate(tx, payment, user.id); // a paid payment that was never activated
        await audit.adminAction(
          {
            adminId: admin.id,
            action: 'PAYMENT_CLAIMED',
            message: `Payment ${payment.merchantReference} claimed for ${user.email}`,
            component: COMPONENT,
            targetType: 'payment',
            targetId: payment.id,
            details: { user_id: user.id, status: payment.status },
          },
          tx,
        );
      });
      return { message: paymentTexts.claimedForUser, payment: await reload(request.paymentId) };
    },
  };

  return {
    async run(admin: Actor, input: AdminRecoveryRequest): Promise<Data> {
      const request = adminRecoveryRequestSchema.parse(input);
      switch (request.action) {
        case 'list_orphaned':
        case 'list_failed':
          return handlers.list(admin, request);
        case 'list_refunds':
          return handlers.refunds(admin, request);
        case 'link_payment':
          return handlers.link(admin, request);
        case 'resolve_payment':
          return handlers.resolve(admin, request);
        case 'user_recovery_check':
          return handlers.userCheck(admin, request);
        case 'claim_payment':
          return handlers.claim(admin, request);
      }
    },
  };
}
export type AdminPaymentRecoveryService = ReturnType<typeof createAdminPaymentRecoveryService>;
