import { paymentTexts } from '@kusasa/domain/payment-texts';
import type { AdminRecoveryChangeData } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentCompletion } from '../payments/payment-completion.ts';
import type { PaymentRecords } from '../payments/payment-records.ts';
import type { PaymentRow } from '../payments/payments.repo.ts';
import { RECOVERY_COMPONENT, type RecoveryReads, type RecoveryRequest } from './admin-recovery-reads.ts';

export interface RecoveryChangeDeps extends Pick<Kernel, 'db' | 'clock' | 'audit'> {
  gateway: PaymentGateway;
  completion: PaymentCompletion;
  payments: Pick<PaymentRecords, 'byId' | 'lock' | 'update'>;
  users: Pick<UsersService, 'byReference'>;
}

// Link attaches a user and keeps the provider's status (a paid payment then gives that user its
// plan); resolve records that an admin dealt with it; claim links once the provider confirms the
// payment. None invents a payment; each is recorded in its own transaction with its audit entry.
export function createRecoveryChanges(deps: RecoveryChangeDeps, { reload }: Pick<RecoveryReads, 'reload'>) {
  const { db, clock, gateway, completion, audit, payments, users } = deps;

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

  /** A change's audit entry on the payment, in its transaction. */
  function record(
    tx: Executor,
    admin: Actor,
    payment: PaymentRow,
    entry: { action: string; message: string; reason?: string | null; details: Record<string, unknown> },
  ) {
    return audit.adminAction({ adminId: admin.id, component: RECOVERY_COMPONENT, targetType: 'payment', targetId: payment.id, ...entry }, tx);
  }

  return {
    async link(admin: Actor, request: Extract<RecoveryRequest, { action: 'link_payment' }>): Promise<AdminRecoveryChangeData> {
      const user = await userFor(request.userId);
      const notes = request.resolutionNotes || null;
      await db.transaction(async (tx) => {
        const payment = await attach(tx, request.paymentId, user.id, admin, notes);
        const activated = payment.status === 'paid' ? await completion.activate(tx, payment, user.id) : false;
        await record(tx, admin, payment, {
          action: 'PAYMENT_LINKED',
          message: `Payment ${payment.merchantReference} linked to ${user.email}`,
          reason: notes,
          details: { user_id: user.id, status: payment.status, plan_activated: activated },
        });
      });
      return { message: paymentTexts.linked, payment: await reload(request.paymentId) };
    },

    async resolve(admin: Actor, request: Extract<RecoveryRequest, { action: 'resolve_payment' }>): Promise<AdminRecoveryChangeData> {
      await db.transaction(async (tx) => {
        const payment = await payments.lock(tx, request.paymentId);
        if (!payment) throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
        const now = clock();
        await payments.update(tx, payment.id, { resolvedAt: now, resolvedBy: admin.id, resolutionNotes: request.resolutionNotes, updatedAt: now });
        await record(tx, admin, payment, {
          action: 'PAYMENT_RESOLVED',
          message: `Payment ${payment.merchantReference} resolved`,
          reason: request.resolutionNotes,
          details: { status: payment.status },
        });
      });
      return { message: paymentTexts.resolved, payment: await reload(request.paymentId) };
    },

    /** Like link, but only once the provider confirms the payment was made. */
    async claim(admin: Actor, request: Extract<RecoveryRequest, { action: 'claim_payment' }>): Promise<AdminRecoveryChangeData> {
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
        await record(tx, admin, payment, {
          action: 'PAYMENT_CLAIMED',
          message: `Payment ${payment.merchantReference} claimed for ${user.email}`,
          details: { user_id: user.id, status: payment.status },
        });
      });
      return { message: paymentTexts.claimedForUser, payment: await reload(request.paymentId) };
    },
  };
}
