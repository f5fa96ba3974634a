import { useStartPayment } from '../../features/payments/api/start-payment';
import { PaymentRecoveryCard } from '../../features/payments/components/payment-recovery-card';
import { ReceiptsSection } from '../../features/receipts/receipts-section';
import { SubscriptionPage as Subscription } from '../../features/subscription/subscription-page';
import type { PageProps } from '../../lib/page-props';

/** /subscription: the plan and billing history, with the payments feature's checkout and recovery, and the receipts. */
export default function SubscriptionPage(props: PageProps) {
  const payment = useStartPayment();
  return <Subscription {...props} payment={payment} PaymentRecoveryCard={PaymentRecoveryCard} receipts={<ReceiptsSection />} />;
}
