import { createPaymentGateway } from '../adapters/payments/payment-gateway.ts';
import { payfastSimulatorRoutes } from '../adapters/payments/simulator/simulator.routes.ts';
import { paymentsStartupWarning } from '../config.ts';
import type { Kernel } from '../core/kernel.ts';
import { createAdminPaymentRecoveryService } from '../features/payment-recovery/admin-payment-recovery.service.ts';
import type { RefundDue } from '../features/payment-recovery/admin-recovery-views.ts';
import { paymentRecoveryRoutes } from '../features/payment-recovery/payment-recovery.routes.ts';
import { createPaymentRecoveryService } from '../features/payment-recovery/payment-recovery.service.ts';
import { createPaymentCompletion, type KindHandlers, type OnKindPaid, type OnPaid } from '../features/payments/payment-completion.ts';
import { createPaymentRecords } from '../features/payments/payment-records.ts';
import { receiptFieldsOf } from '../features/payments/payment-views.ts';
import { receiptsRoutes } from '../features/receipts/receipts.routes.ts';
import { createReceiptsService } from '../features/receipts/receipts.service.ts';
import { paymentsRoutes } from '../features/payments/payments.routes.ts';
import { createPaymentsService } from '../features/payments/payments.service.ts';
import { createSubscriptionService } from '../features/subscription/subscription.service.ts';
import { subscriptionRoutes } from '../features/subscription/subscription.routes.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';

/**
 * Plans and payments: PayFast when configured, else the built-in PayFast simulator (its pages
 * exist only then). Money becomes a plan only through the payment completion; a payment of
 * another kind (a sponsorship, a partner subscription) is completed by the handler its area
 * registers with `completeKind`. Every paid payment gets a numbered receipt.
 */
export function registerPayments(app: App, kernel: Kernel, journey: Pick<LearnerJourney, 'documents'>) {
  const { config, audit } = kernel;
  const gateway = createPaymentGateway(config.payments, kernel.adapters.payments);
  const warning = paymentsStartupWarning(config.payments);
  if (warning) kernel.log.warn(warning);
  const kindHandlers: KindHandlers = {};
  // Areas that follow every paid payment in its transaction (the fee ledger reads a sponsorship's fees).
  const paidListeners: OnPaid[] = [];
  // Areas that keep money for a refund report which payments (issue 34: a sponsorship paid twice).
  const refundSources: (() => Promise<RefundDue[]>)[] = [];
  const refundsDue = async () => (await Promise.all(refundSources.map((source) => source()))).flat();
  // Every completed payment's numbered receipt, issued in the payment's transaction (issue 31).
  const receipts = createReceiptsService({ ...kernel, seller: config.seller, publicUrl: config.publicUrl });
  receiptsRoutes(app, receipts);
  const completion = createPaymentCompletion({
    ...kernel,
    // A plan with verification checks the documents the learner uploaded before paying (decision 12).
    onActivated: async (userId, _planId, tx) => {
      await journey.documents.verifyPendingFor(userId, tx);
    },
    onRefused: (payment, reason, result) =>
      audit.security({
        action: 'PAYMENT_RESULT_REFUSED',
        message: `Payment result refused: ${reason}`,
        severity: 'warning',
        component: 'payments',
        details: { m_payment_id: payment.merchantReference, expectedCents: payment.amountCents, reportedCents: result.amountGrossCents },
      }),
    onKindPaid: kindHandlers,
    onPaid: async (payment, tx) => {
      await receipts.issue(tx, receiptFieldsOf(payment));
      for (const listener of paidListeners) await listener(payment, tx);
    },
  });
  const payments = createPaymentsService({ ...kernel, gateway, completion, publicUrl: config.publicUrl });
  paymentsRoutes(app, payments, { publicUrl: config.publicUrl });
  if (gateway.simulator) payfastSimulatorRoutes(app, gateway, { publicUrl: config.publicUrl });
  // Payment rows, for the features beside payments (recovery, subscription, "Your data", sponsors).
  const records = createPaymentRecords(kernel);
  subscriptionRoutes(app, createSubscriptionService({ ...kernel, payments: records }));
  paymentRecoveryRoutes(
    app,
    createPaymentRecoveryService({ ...kernel, gateway, completion, payments: records }),
    createAdminPaymentRecoveryService({ ...kernel, gateway, completion, payments: records, refundsDue }),
  );
  return {
    payments,
    records,
    receipts,
    /** The area that owns a payment kind says what its completion does, in the payment's transaction. */
    /** Payments whose money goes back, listed under Refunds Due in payment recovery until an admin resolves them. */
    reportRefunds(source: () => Promise<RefundDue[]>) {
      refundSources.push(source);
    },
    /** Runs after every paid payment's goods and receipt, in its transaction, on every repeated COMPLETE: it must act once. */
    afterPaid(listener: OnPaid) {
      paidListeners.push(listener);
    },
    completeKind(kind: keyof KindHandlers, handler: OnKindPaid) {
      if (kindHandlers[kind]) throw new Error(`payments of kind ${kind} already have a completion`);
      kindHandlers[kind] = handler;
    },
  };
}

export type Payments = ReturnType<typeof registerPayments>;
