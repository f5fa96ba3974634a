import type { CheckoutPaymentMethod, PaidPlanId } from '@kusasa/domain/schemas/payments/payment-states';

/**
 * Starting a payment for a plan, then leaving for the provider's page: the payments feature's
 * useStartPayment, handed by app/pages to the pages that sell a plan (checkout, subscription).
 */
export interface PaymentStarter {
  start: (plan: PaidPlanId, paymentMethod: CheckoutPaymentMethod) => void;
  /** From the click until the browser has left. */
  busy: boolean;
  /** Why the last start failed, in the learner's words. */
  error: string | null;
}
