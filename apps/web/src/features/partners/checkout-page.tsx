import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { partnerPortalTexts as pt, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { PARTNER_CHECKOUT_METHODS, type PartnerCheckoutMethod } from '@kusasa/domain/rules/partners';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardText, CardTitle } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { usePartnerCheckoutStatus, usePartnerDashboard, useStartPartnerCheckout } from './api/portal';
import { money } from './format';

const methodLabel: Record<PartnerCheckoutMethod, { name: string; hint: string }> = {
  eft: { name: 'EFT', hint: 'Pay from your bank account; confirmed by the payment provider.' },
  card: { name: 'Card', hint: 'Pay by credit or debit card on the payment provider’s page.' },
};

export interface PartnerCheckoutProps extends PageProps {
  /** Sends the browser to the provider's page with the signed fields (the payments feature's). */
  redirectToProvider: (payment: Pick<CreatePaymentResponse, 'paymentUrl' | 'method' | 'fields'>) => void;
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
          <Result title="Payment cancelled" text="Your payment was cancelled and nothing was charged. You can pay again when you are ready." again />
        ) : reference ? (
          <PaymentResult reference={reference} />
        ) : (
          <Order redirectToProvider={redirectToProvider} />
        )}
      </div>
    </Container>
  );
}

function Order({ redirectToProvider }: Pick<PartnerCheckoutProps, 'redirectToProvider'>) {
  const dashboard = usePartnerDashboard(null);
  const start = useStartPartnerCheckout();
  const [method, setMethod] = useState<PartnerCheckoutMethod>('eft');
  const [leaving, setLeaving] = useState(false);
  const data = dashboard.data;

  if (!data) {
    return dashboard.isError ? (
      <Alert tone="error">
        <p>{t.notFoundOrUnavailable}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void dashboard.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    ) : (
      <Spinner label="Loading your order..." />
    );
  }
  if (data.gate === 'no-partner') {
    return (
      <Card>
        <CardText className="mt-0">{pt.registerPrompt}</CardText>
        <Link to="/partner/register" className={buttonVariants({ className: 'mt-4' })}>
          Register your organisation
        </Link>
      </Card>
    );
  }
  if (data.gate === 'active') return <Result title={pt.alreadyActive} text="Your partner dashboard is open." />;
  if (!data.tier) return <Alert tone="error">{pt.tierUnavailable}</Alert>;

  const busy = start.isPending || leaving;
  const pay = () =>
    start.mutate(
      { paymentMethod: method },
      {
        onSuccess: (payment) => {
          setLeaving(true);
          redirectToProvider(payment);
        },
      },
    );

  return (
    <section aria-labelledby="order-title" className="grid grid-cols-1 gap-6">
      <Card>
        <h2 id="order-title" className="text-lg font-semibold text-slate-950 dark:text-white">
          Order Summary
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-2">
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700 dark:text-slate-300">Partner</dt>
            <dd className="text-right font-medium break-words">{data.partner.name}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700 dark:text-slate-300">Tier</dt>
            <dd className="font-medium">{data.tier.name}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 dark:border-slate-800">
            <dt className="font-semibold">Total (1 month)</dt>
            <dd className="font-semibold">{money(data.tier.monthlyFeeCents)}</dd>
          </div>
        </dl>
      </Card>
      <fieldset>
        <legend className="font-semibold text-slate-950 dark:text-white">Payment method</legend>
        <div className="mt-2 grid grid-cols-1 gap-2">
          {PARTNER_CHECKOUT_METHODS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-emerald-600 dark:border-slate-700"
            >
              <input
                type="radio"
                name="partner-method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="mt-1 size-4 accent-emerald-700"
              />
              <span>
                <span className="block font-medium">{methodLabel[value].name}</span>
                <span className="block text-sm text-slate-700 dark:text-slate-300">{methodLabel[value].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {start.isError && <Alert tone="error">{start.error instanceof ApiError ? start.error.message : 'Could not start the payment. Please try again.'}</Alert>}
      <Button size="lg" onClick={pay} disabled={busy} aria-busy={busy}>
        {busy ? 'Redirecting to payment...' : `Pay ${money(data.tier.monthlyFeeCents)}`}
      </Button>
    </section>
  );
}

function PaymentResult({ reference }: { reference: string }) {
  const status = usePartnerCheckoutStatus(reference);
  if (!status.data) {
    return status.isError ? (
      <Result
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
    return <Result title="Payment Successful" text={`${money(amountCents)} received. Your partnership is now active.`} reference={reference} />;
  if (outcome === 'processing')
    return (
      <Result
        title="Waiting for confirmation"
        text="The payment provider has not confirmed your payment yet. This page updates by itself."
        reference={reference}
        waiting
      />
    );
  return <Result title="Payment not completed" text="The payment did not go through and nothing was charged." reference={reference} again />;
}

function Result({
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
