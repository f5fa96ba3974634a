import { paymentKindLabels } from '@kusasa/domain/payment-recovery-texts';
import type { AdminRecoveryPayment } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import type { PaymentRecords } from '../payments/payment-records.ts';
import type { PaymentRow } from '../payments/payments.repo.ts';

// How admin payment recovery shows a payment: its plan (or another kind's name), its user and, for a
// refund, why.

type Records = Pick<PaymentRecords, 'effectiveStatus' | 'planFields'>;

type PaymentUser = AdminRecoveryPayment['user'];
export interface PaymentWithUser {
  payment: PaymentRow;
  user: PaymentUser;
}

export const toPaymentUser = ({ id, email, fullName, trackingId }: NonNullable<PaymentUser>): NonNullable<PaymentUser> => ({ id, email, fullName, trackingId });

/** A payment whose money is to be given back, and why (issue 34); other areas report theirs. */
export interface RefundDue {
  paymentId: string;
  reason: string;
}

/** A plan payment's plan; another kind's name (a sponsorship kept for a refund buys no plan). */
function boughtOf(payment: PaymentRow, planFields: Records['planFields']) {
  if (payment.kind === 'plan') return planFields(payment);
  return { planId: null, planName: paymentKindLabels[payment.kind as keyof typeof paymentKindLabels] ?? payment.kind, tier: payment.tier };
}

export function toAdminPayment(
  { payment, user }: PaymentWithUser,
  now: Date,
  { effectiveStatus, planFields }: Records,
  refundReason: string | null = null,
): AdminRecoveryPayment {
  return {
    id: payment.id,
    merchantReference: payment.merchantReference,
    status: effectiveStatus(payment, now),
    amountCents: payment.amountCents,
    currency: 'ZAR',
    ...boughtOf(payment, planFields),
    refundReason,
    paymentMethod: payment.paymentMethod,
    providerPaymentId: payment.providerPaymentId,
    payerEmail: payment.payerEmail,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    user,
    resolvedAt: payment.resolvedAt?.toISOString() ?? null,
    resolvedBy: payment.resolvedBy,
    resolutionNotes: payment.resolutionNotes,
  };
}
