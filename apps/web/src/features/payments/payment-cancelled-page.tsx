import { CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import { paymentResultTexts as texts } from '@kusasa/domain/pricing-texts';
import type { PageProps } from '../../lib/page-props';
import { buttonVariants } from '../../components/ui/button';
import { ResultCard } from './components/result-card';

/** /payment-cancelled: PayFast's cancel URL. Nothing was charged; try again or go on. */
export default function PaymentCancelledPage(_props: PageProps) {
  return (
    <ResultCard
      icon={<CircleSlash />}
      tone="neutral"
      heading={texts.cancelledTitle}
      actions={
        <>
          <Link to="/subscription" className={buttonVariants()}>
            {texts.tryAgain}
          </Link>
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            {texts.goToDashboard}
          </Link>
        </>
      }
    >
      <p>{texts.cancelledBody}</p>
    </ResultCard>
  );
}
