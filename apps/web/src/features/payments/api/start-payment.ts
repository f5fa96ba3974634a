import { useState } from 'react';
import { checkoutTexts } from '@kusasa/domain/pricing-texts';
import type { CheckoutPaymentMethod, PaidPlanId } from '@kusasa/domain/schemas/payments/payment-states';
import { ApiError } from '../../../lib/api-client';
import type { PaymentStarter } from '../../../lib/payment-starter';
import { toast } from '../../../lib/toast';
import { rememberPendingPayment } from '../pending-payment';
import { redirectToProvider } from '../redirect-to-provider';
import { useCreatePayment } from './create-payment';

/** The words for a failed start: 'Invalid plan selected', the server's conflict, else the seed's fallbacks. */
export function startFailureMessage(failure: unknown): string {
  if (!(failure instanceof ApiError)) return checkoutTexts.unexpected;
  if (failure.status === 400 && failure.fields.plan) return checkoutTexts.invalidPlan;
  // Already on this plan or a better one: the server says so in its own words.
  if (failure.status === 409) return failure.fields.plan ?? failure.message;
  return checkoutTexts.paymentFailed;
}

/**
 * Starts a payment (seed 002 section 4): the server creates it and signs PayFast's fields, the
 * reference is kept as pending_payment, then the browser leaves for PayFast's page.
 */
export function useStartPayment(): PaymentStarter {
  const create = useCreatePayment();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = (plan: PaidPlanId, paymentMethod: CheckoutPaymentMethod) => {
    if (create.isPending || leaving) return;
    setError(null);
    create.mutate(
      { plan, paymentMethod },
      {
        onSuccess: (payment) => {
          setLeaving(true);
          rememberPendingPayment(payment.merchantReference);
          redirectToProvider(payment);
        },
        onError: (failure) => {
          const message = startFailureMessage(failure);
          setError(message);
          toast.error(checkoutTexts.initiateFailed, { description: message });
        },
      },
    );
  };

  return { start, busy: create.isPending || leaving, error };
}
