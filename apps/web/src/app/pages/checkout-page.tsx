import { CheckoutPage as Checkout } from '../../features/checkout/checkout-page';
import { useStartPayment } from '../../features/payments/api/start-payment';
import type { PageProps } from '../../lib/page-props';

/** /checkout: the order and the payment method; the payments feature starts the payment. */
export default function CheckoutPage(props: PageProps) {
  const payment = useStartPayment();
  return <Checkout {...props} payment={payment} />;
}
