import { PartnerCheckoutPage } from '../../features/partners/checkout-page';
import { redirectToProvider } from '../../features/payments/redirect-to-provider';
import type { PageProps } from '../../lib/page-props';

/** /partner/checkout: the partner portal's order; the payments feature sends the browser to PayFast. */
export default function PartnerCheckout(props: PageProps) {
  return <PartnerCheckoutPage {...props} redirectToProvider={redirectToProvider} />;
}
