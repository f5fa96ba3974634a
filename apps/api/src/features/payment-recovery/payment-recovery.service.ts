import { paymentTexts } from '@kusasa/domain/payment-texts';
import { planMeetsFeature } from '@kusasa/domain/rules/plans';
import type { ClaimPaymentResponse, RecoverablePayment, RecoverablePaymentsResponse } from '@kusasa/domain/schemas/payments/payment-recovery';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentCompletion } from '../payments/payment-completion.ts';
import type { PaymentRecords } from '../payments/payment-records.ts';
import type { PaymentRow } from '../payments/payments.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

interface Deps extends Pick<Kernel, 'clock' | 'plans'> {
  payments: Pick<PaymentRecords, 'forUser' | 'byId' | 'effectiveStatus' | 'planFields' | 'toPaymentView'>;
  gateway: PaymentGateway;
  completion: PaymentCompletion;
}

/**
 * Whether the provider says this payment went through; applies what it says either way (a paid
 * payment whose plan is missing gets it). Shared by the learner's claim and the admin's.
 */
export async function confirmPaid({ gateway, completion }: Pick<Deps, 'gateway' | 'completion'>, payment: PaymentRow): Promise<PaymentRow | null> {
  if (payment.status === 'paid') return completion.activatePaid(payment.id);
  const result = await gateway.lookup(payment.merchantReference);
  if (!result) return null;
  const after = await completion.apply(payment.id, result);
  return after.status === 'paid' ? after : null;
}

// The dashboard's payment-recovery card: a learner's payments that did not end in a plan.
// Pending ones can be claimed (the provider is asked whether it was paid after all); failed and
// expired ones (pending for over 24 hours) can be retried through a new checkout.
export function createPaymentRecoveryService(deps: Deps) {
  const { payments, clock, plans } = deps;

  return {
    async list(userId: string): Promise<RecoverablePaymentsResponse> {
      const now = clock();
      const currentPlanId = await plans.currentPlanId(userId);
      const rows = await payments.forUser(userId);
      const recoverable = rows.flatMap((row): RecoverablePayment[] => {
        const status = payments.effectiveStatus(row, now);
        if (row.resolvedAt || (status !== 'pending' && status !== 'failed' && status !== 'expired')) return [];
        const fields = payments.planFields(row);
        // Retrying a plan one already holds (say, after paying again) would charge twice.
        const canRetry = status !== 'pending' && !planMeetsFeature(currentPlanId, fields.planId);
        const canClaim = row.status === 'pending';
        if (!canRetry && !canClaim) return [];
        return [
          {
            id: row.id,
            merchantReference: row.merchantReference,
            status,
            ...fields,
            amountCents: row.amountCents,
            createdAt: row.createdAt.toISOString(),
            canClaim,
            canRetry,
          },
        ];
      });
      return { payments: recoverable };
    },

    async claim(userId: string, paymentId: string): Promise<ClaimPaymentResponse> {
      const payment = await payments.byId(paymentId);
      if (!payment || payment.userId !== userId || payment.kind !== 'plan') throw new AppError('NOT_FOUND', paymentTexts.paymentNotFound);
      const paid = await confirmPaid(deps, payment);
      if (!paid) throw new AppError('CONFLICT', paymentTexts.claimNotPaid);
      return { title: paymentTexts.claimedTitle, message: paymentTexts.claimedMessage, payment: payments.toPaymentView(paid, clock()) };
    },
  };
}
export type PaymentRecoveryService = ReturnType<typeof createPaymentRecoveryService>;
