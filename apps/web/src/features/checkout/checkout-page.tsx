import { ArrowLeft, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { checkoutTexts, paymentMethodLabels } from '@kusasa/domain/pricing-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import { installmentAmountCents, planById } from '@kusasa/domain/rules/plans';
import { type CheckoutPaymentMethod, paidPlanIdSchema } from '@kusasa/domain/schemas/payments/payment-states';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import type { PaymentStarter } from '../../lib/payment-starter';
import { arrivalMessage } from '../../lib/location-state';
import { CheckoutSteps } from './checkout-steps';
import { ChoiceGroup } from './choice-group';
import { InvalidPlanRedirect } from './invalid-plan-redirect';
import { OrderSummary } from './order-summary';
import { planFromSearch } from './plan-from-query';

// Card and EFT are PayFast's main methods; the others appear on PayFast's page only where
// PayFast offers them to the merchant, so the page says that rather than promising them.
const viaPayFast = "Shown on PayFast's page where available";
const methodChoices: { value: CheckoutPaymentMethod; label: string; hint?: string }[] = [
  { value: 'card', label: paymentMethodLabels.card, hint: 'Visa or Mastercard' },
  { value: 'eft', label: paymentMethodLabels.eft, hint: 'Instant EFT from your bank' },
  { value: 'airtime', label: paymentMethodLabels.airtime, hint: viaPayFast },
  { value: 'qr', label: paymentMethodLabels.qr, hint: viaPayFast },
  { value: 'store', label: paymentMethodLabels.store, hint: viaPayFast },
];

// The checkout's payment plan: a quarter of the price (rounded up to whole rand) a week for 4 weeks.
const PAYMENT_PLAN_WEEKS = 4;

/**
 * /checkout?plan= (seed 002 sections 2 and 4): order summary, payment method, then PayFast. The
 * payment is started by the payments feature, composed in app/pages/checkout-page.tsx.
 */
export function CheckoutPage({ title, payment }: PageProps & { payment: PaymentStarter }) {
  const location = useLocation();
  const planId = planFromSearch(location.search);
  const [method, setMethod] = useState<CheckoutPaymentMethod>('card');

  if (!planId) return <InvalidPlanRedirect />;
  // Starter is free: nothing to pay, so the learner registers (seed 002 section 2).
  const paid = paidPlanIdSchema.safeParse(planId);
  if (!paid.success) return <Navigate to="/register" replace />;
  const paidPlanId = paid.data;
  const plan = planById(paidPlanId);
  const message = arrivalMessage(location.state);
  const { busy, error } = payment;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    payment.start(paidPlanId, method);
  };

  return (
    <Container className="max-w-4xl py-6 sm:py-8">
      <Link to="/pricing" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" />
        {checkoutTexts.back}
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {message && (
        <Alert tone="success" className="mt-4">
          {message}
        </Alert>
      )}
      <div className="mt-6">
        <CheckoutSteps />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="lg:order-2">
          <OrderSummary plan={plan} />
        </div>
        <Card className="lg:order-1">
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
            <ChoiceGroup name="payment-method" legend={checkoutTexts.paymentMethod} choices={methodChoices} value={method} onChange={setMethod} />
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {checkoutTexts.otherMethods}{' '}
              <Link to={`/payment-plan-setup?plan=${plan.id}`} className="font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300">
                {paymentMethodLabels['payment-plan']}
              </Link>
              : {checkoutTexts.paymentPlanWeekly.replace('{amount}', formatZar(installmentAmountCents(plan.priceCents, PAYMENT_PLAN_WEEKS)))}
            </p>
            {error && (
              <Alert tone="error" focusable>
                {error}
              </Alert>
            )}
            <p className="flex items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {checkoutTexts.handOff}
            </p>
            <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
              {busy ? checkoutTexts.paying : checkoutTexts.pay.replace('{amount}', formatZar(plan.priceCents))}
            </Button>
          </form>
        </Card>
      </div>
    </Container>
  );
}
