import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardText, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePartnerCheckoutStatus } from './api/portal';
import { money } from './format';

/** Where the provider sends the partner back: the payment's outcome, asked again until it is known. */
export function CheckoutPaymentResult({ reference }: { reference: string }) {
  const status = usePartnerCheckoutStatus(reference);
  if (!status.data) {
    return status.isError ? (
      <CheckoutResult
        title="Payment not found"
        text="We could not find this payment. If money left your account, contact us with the reference."
        reference={reference}
        again
      />
    ) : (
      <Spinner label="Checking your payment..." />
    );
  }
  const { outcome, amountCents } = status.data;
  if (outcome === 'success')
    return <CheckoutResult title="Payment Successful" text={`${money(amountCents)} received. Your partnership is now active.`} reference={reference} />;
  if (outcome === 'processing')
    return (
      <CheckoutResult
        title="Waiting for confirmation"
        text="The payment provider has not confirmed your payment yet. This page updates by itself."
        reference={reference}
        waiting
      />
    );
  return <CheckoutResult title="Payment not completed" text="The payment did not go through and nothing was charged." reference={reference} again />;
}

/** One outcome of the checkout, its reference, and the ways on. */
export function CheckoutResult({
  title,
  text,
  reference,
  again = false,
  waiting = false,
}: {
  title: string;
  text: string;
  reference?: string;
  again?: boolean;
  waiting?: boolean;
}) {
  return (
    <Card>
      <CardTitle role={waiting ? undefined : 'status'}>{title}</CardTitle>
      <CardText>{text}</CardText>
      {reference && <p className="mt-2 font-mono text-sm break-all text-slate-700 dark:text-slate-300">Reference: {reference}</p>}
      {waiting && <Spinner label="Waiting..." className="mt-3" />}
      <div className="mt-4 flex flex-wrap gap-2">
        {again && (
          <Link to="/partner/checkout" className={buttonVariants()}>
            Try again
          </Link>
        )}
        <Link to="/partner-dashboard" className={buttonVariants({ variant: again ? 'outline' : 'primary' })}>
          Go to Partner Dashboard
        </Link>
      </div>
    </Card>
  );
}
