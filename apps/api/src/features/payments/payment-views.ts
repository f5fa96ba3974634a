import { receiptTexts } from '@kusasa/domain/receipt-texts';
import {
  paymentStatusSchema,
  paidPlanIdSchema,
  PENDING_PAYMENT_EXPIRY_HOURS,
  type PaymentStatus,
  type PaymentOutcome,
} from '@kusasa/domain/schemas/payments/payment-states';
import { type PaymentView } from '@kusasa/domain/schemas/payments/payment-view';
import { paymentTierSchema, planById } from '@kusasa/domain/rules/plans';
import { CONSULTATION_SESSIONS } from '@kusasa/domain/rules/consultations';
import type { PaymentRow } from './payments.repo.ts';

const EXPIRY_MS = PENDING_PAYMENT_EXPIRY_HOURS * 60 * 60 * 1000;

/**
 * The status shown: the stored one, except that a payment still pending 24 hours after it was
 * created is 'expired'. Expiry is derived, not stored: the provider may still confirm a late
 * payment (an EFT that clears the next day), and a COMPLETE notification then makes it paid.
 */
export function effectiveStatus(row: Pick<PaymentRow, 'status' | 'createdAt'>, now: Date): PaymentStatus {
  const stored = paymentStatusSchema.catch('failed').parse(row.status);
  return stored === 'pending' && now.getTime() - row.createdAt.getTime() >= EXPIRY_MS ? 'expired' : stored;
}

/** The result screen's rule (seed 002 section 4): paid succeeds, pending is processing, anything else failed. */
export function outcomeOf(status: PaymentStatus): PaymentOutcome {
  if (status === 'paid') return 'success';
  if (status === 'pending') return 'processing';
  return 'failed';
}

/** A payment's state for a result page, whatever it bought. */
export interface CheckoutPaymentStatus {
  merchantReference: string;
  status: PaymentStatus;
  outcome: PaymentOutcome;
  amountCents: number;
  createdAt: string;
  paidAt: string | null;
}

export function toCheckoutStatus(row: PaymentRow, now: Date): CheckoutPaymentStatus {
  const status = effectiveStatus(row, now);
  return {
    merchantReference: row.merchantReference,
    status,
    outcome: outcomeOf(status),
    amountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function planFields(row: Pick<PaymentRow, 'planId' | 'tier'>) {
  const planId = paidPlanIdSchema.parse(row.planId);
  return { planId, planName: planById(planId).name, tier: paymentTierSchema.parse(row.tier) };
}

export function toPaymentView(row: PaymentRow, now: Date): PaymentView {
  const status = effectiveStatus(row, now);
  return {
    merchantReference: row.merchantReference,
    status,
    outcome: outcomeOf(status),
    amountCents: row.amountCents,
    ...planFields(row),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** What a completed payment's receipt says (issue 31): what was bought, for how much, paid through whom. */
export function receiptFieldsOf(row: PaymentRow) {
  const description =
    row.kind === 'plan'
      ? receiptTexts.kind.plan(planFields(row).planName)
      : row.kind === 'partner_subscription'
        ? receiptTexts.kind.partner_subscription(row.tier)
        : row.kind === 'consultation'
          ? receiptTexts.kind.consultation(CONSULTATION_SESSIONS.find((session) => session.id === row.tier)?.name ?? row.tier)
          : row.kind === 'application_fee'
            ? receiptTexts.kind.application_fee(row.tier)
            : receiptTexts.kind.sponsorship;
  return {
    id: row.id,
    payerUserId: row.userId,
    payerEmail: row.payerEmail,
    description,
    amountCents: row.amountGrossCents ?? row.amountCents,
    paidThrough: row.provider === 'payfast' ? 'PayFast' : 'the PayFast simulator',
    providerReference: row.providerPaymentId ?? row.merchantReference,
  };
}
