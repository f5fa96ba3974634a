import { useState } from 'react';
import { Link } from 'react-router';
import { partnerPortalTexts as pt, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { PARTNER_CHECKOUT_METHODS, type PartnerCheckoutMethod } from '@kusasa/domain/rules/partners';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardText } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { usePartnerDashboard, useStartPartnerCheckout } from './api/portal';
import { money } from './format';
import { CheckoutResult } from './partner-checkout-result';

const methodLabel: Record<PartnerCheckoutMethod, { name: string; hint: string }> = {
  eft: { name: 'EFT', hint: 'Pay from your bank account; confirmed by the payment provider.' },
  card: { name: 'Card', hint: 'Pay by credit or debit card on the payment provider’s page.' },
};

/** Sends the browser to the provider's page with the signed fields (the payments feature's). */
export type RedirectToProvider = (payment: Pick<CreatePaymentResponse, 'paymentUrl' | 'method' | 'fields'>) => void;

/** The order before paying: the partner, its tier and one month's fee, a payment method, and Pay. */
export function CheckoutOrder({ redirectToProvider }: { redirectToProvider: RedirectToProvider }) {
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
  if (data.gate === 'active') return <CheckoutResult title={pt.alreadyActive} text="Your partner dashboard is open." />;
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
