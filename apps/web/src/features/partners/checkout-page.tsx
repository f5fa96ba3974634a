import { useSearchParams } from 'react-router';
import { Container } from '../../components/ui/container';
import type { PageProps } from '../../lib/page-props';
import { CheckoutOrder, type RedirectToProvider } from './partner-checkout-order';
import { CheckoutPaymentResult, CheckoutResult } from './partner-checkout-result';

export interface PartnerCheckoutProps extends PageProps {
  redirectToProvider: RedirectToProvider;
}

/**
 * /partner/checkout: pays one month of the partner's tier through PayFast (decision 0164); the
 * provider sends the browser back here with ?m_payment_id={ref} (and &cancelled=1).
 */
export function PartnerCheckoutPage({ title, redirectToProvider }: PartnerCheckoutProps) {
  const [params] = useSearchParams();
  const reference = params.get('m_payment_id');
  return (
    <Container className="max-w-2xl py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <div className="mt-6">
        {reference && params.get('cancelled') === '1' ? (
          <CheckoutResult title="Payment cancelled" text="Your payment was cancelled and nothing was charged. You can pay again when you are ready." again />
        ) : reference ? (
          <CheckoutPaymentResult reference={reference} />
        ) : (
          <CheckoutOrder redirectToProvider={redirectToProvider} />
        )}
      </div>
    </Container>
  );
}
