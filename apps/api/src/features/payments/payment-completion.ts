import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import type { PaidPlanId } from '@kusasa/domain/schemas/payments/payment-states';
import { paymentTexts } from '@kusasa/domain/payment-texts';
import { fillText } from '@kusasa/domain/texts';
import type { ProviderResult } from '../../adapters/payments/payment-gateway.ts';
import type { Executor } from '../../db/database.ts';
import { PAYMENT_KINDS, type PaymentKind } from '../../db/schema/payments.ts';
import { AMOUNT_TOLERANCE_CENTS } from './payfast-notification.ts';
import { planFields } from './payment-views.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';
import { createPaymentsRepo, type PaymentRow } from './payments.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export type Notify = (userId: string, input: NewNotification, tx: Executor) => Promise<unknown>;
/** Runs in the activation's transaction, e.g. to queue the checks a better plan includes. */
export type OnPlanActivated = (userId: string, planId: PaidPlanId, tx: Executor) => Promise<void>;

export const PLAN_PURCHASE = 'plan_purchase';

// The one code path by which money becomes a plan: the ITN, "check again", a learner's claim
// and an admin's link or claim all end here. Each runs in one transaction with the payment row
// locked, and the purchase's transaction row (unique per payment) makes activation happen once.
/** A provider's word that disagrees with the payment (a COMPLETE for another amount): changes nothing. Best effort, after the transaction. */
export type OnRefused = (payment: PaymentRow, reason: 'amount', result: ProviderResult) => Promise<void>;
/**
 * What a paid payment of a kind other than 'plan' does (a partner subscription records the
 * partner's payment and activates it), in the payment's transaction with the row locked. It runs
 * on every COMPLETE the provider repeats, so it must do its work once (e.g. a row unique per payment).
 */
export type OnKindPaid = (payment: PaymentRow, tx: Executor) => Promise<void>;
export type KindHandlers = Partial<Record<Exclude<PaymentKind, 'plan'>, OnKindPaid>>;
/** After any paid payment's goods, in its transaction (its receipt); runs on every repeated COMPLETE, so it must act once. */
export type OnPaid = (payment: PaymentRow, tx: Executor) => Promise<void>;

const kindOf = (payment: PaymentRow): PaymentKind | null =>
  (PAYMENT_KINDS as readonly string[]).includes(payment.kind) ? (payment.kind as PaymentKind) : null;

export function createPaymentCompletion({
  db,
  clock,
  plans,
  notify,
  onActivated,
  onRefused,
  onKindPaid = {},
  onPaid,
}: Pick<Kernel, 'db' | 'clock'> & {
  /** The plans feature writes the learner's plan row, in the payment's transaction. */
  plans: Pick<PlansService, 'grant'>;
  notify: Notify;
  onActivated?: OnPlanActivated;
  onRefused?: OnRefused;
  onKindPaid?: KindHandlers;
  onPaid?: OnPaid;
}) {
  /** The plan for a plan payment, or the kind's own handler for the others. */
  async function fulfil(tx: Executor, payment: PaymentRow): Promise<void> {
    const kind = kindOf(payment);
    if (kind === 'plan') {
      if (payment.userId) await activate(tx, payment, payment.userId);
      return;
    }
    const handler = kind ? onKindPaid[kind] : undefined;
    // A paid payment nobody handles would be money without its goods: fail loudly, the provider retries.
    if (!handler) throw new Error(`no completion for payments of kind ${payment.kind}`);
    await handler(payment, tx);
  }

  /** Gives `userId` the payment's plan and a billing row, unless this payment already did. Returns whether it did now. */
  async function activate(tx: Executor, payment: PaymentRow, userId: string): Promise<boolean> {
    const repo = createPaymentsRepo(tx);
    if (await repo.hasPurchaseFor(payment.id)) return false;
    const now = clock();
    const { planId, planName } = planFields(payment);
    await plans.grant(userId, planId, now, tx);
    await repo.insertPurchase({
      userId,
      paymentId: payment.id,
      transactionType: PLAN_PURCHASE,
      description: fillText(paymentTexts.planPurchaseDescription, { plan: planName }),
      amountCents: payment.amountGrossCents ?? payment.amountCents,
      currency: 'ZAR',
      status: 'completed',
      createdAt: now,
    });
    await onActivated?.(userId, planId, tx);
    await notify(userId, { title: paymentTexts.paymentSuccessfulTitle, message: paymentTexts.paymentSuccessfulMessage, type: 'system' }, tx);
    return true;
  }

  /**
   * Applies what the provider said, inside `tx`. COMPLETE makes the payment paid (paid is final)
   * and activates the plan of its user, if it has one; FAILED and CANCELLED only move a pending
   * payment. A repeat changes nothing. Returns the payment as it is afterwards.
   */
  async function applyIn(tx: Executor, paymentId: string, result: ProviderResult): Promise<PaymentRow> {
    const repo = createPaymentsRepo(tx);
    let payment = await repo.lock(paymentId);
    if (!payment) throw new Error(`payment ${paymentId} vanished`);
    const now = clock();
    const fromProvider = {
      providerPaymentId: result.providerPaymentId,
      amountGrossCents: result.amountGrossCents,
      payerEmail: result.payerEmail,
      notifiedAt: now,
      updatedAt: now,
    };
    // The same amount check as the ITN's, on every path that can mark a payment paid (the ITN, a
    // check again, a claim, an admin's link): a payment of R1.00 never buys Essential.
    if (result.status === 'COMPLETE' && payment.status !== 'paid' && Math.abs(result.amountGrossCents - payment.amountCents) > AMOUNT_TOLERANCE_CENTS) {
      // Not awaited: it writes outside this transaction, which an embedded database (one
      // connection) could only serve after the transaction ends.
      void onRefused?.(payment, 'amount', result);
      return payment;
    }
    if (result.status === 'COMPLETE') {
      if (payment.status !== 'paid') payment = await repo.update(payment.id, { ...fromProvider, status: 'paid', paidAt: now });
      await fulfil(tx, payment);
      await onPaid?.(payment, tx);
    } else if (payment.status === 'pending') {
      payment = await repo.update(payment.id, { ...fromProvider, status: result.status === 'FAILED' ? 'failed' : 'cancelled' });
    }
    return payment;
  }

  return {
    activate,
    applyIn,

    apply(paymentId: string, result: ProviderResult): Promise<PaymentRow> {
      return db.transaction((tx) => applyIn(tx, paymentId, result));
    },

    /** Gives a paid plan payment's user its plan if this payment has not yet (after a link, say). */
    activatePaid(paymentId: string): Promise<PaymentRow | null> {
      return db.transaction(async (tx) => {
        const payment = await createPaymentsRepo(tx).lock(paymentId);
        if (payment?.status === 'paid' && payment.kind === 'plan' && payment.userId) await activate(tx, payment, payment.userId);
        return payment;
      });
    },
  };
}
export type PaymentCompletion = ReturnType<typeof createPaymentCompletion>;
