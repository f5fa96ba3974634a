import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paymentResultTexts as texts } from '@kusasa/domain/pricing-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import { planById, planIdForPaymentTier } from '@kusasa/domain/rules/plans';
import type { PaymentView } from '@kusasa/domain/schemas/payments/payment-view';
import type { PageProps } from '../../lib/page-props';
import { Button, buttonVariants } from '../../components/ui/button';
import { toast } from '../../lib/toast';
import { checkPayment, usePayment } from './api/get-payment';
import { ResultCard } from './components/result-card';
import { SupportLine } from '../../components/ui/support-line';
import { clearPendingPayment, readPendingPayment } from './pending-payment';
import { learnerKeys, refreshAfterPlanChange } from '../../lib/query-keys';

// While PayFast has not notified yet, look again every few seconds (the result usually follows
// the browser's return within seconds).
const PROCESSING_RECHECK_MS = 4000;

const planNameOf = (payment: PaymentView) => planById(planIdForPaymentTier(payment.tier)).name;

/**
 * /payment-success (seed 002 sections 2 and 4): PayFast returns here with m_payment_id. The
 * server's record decides: paid is success, pending is processing, anything else (or no record,
 * or an error) is failed. payment_status in the query is only a hint and never trusted.
 */
export default function PaymentSuccessPage(_props: PageProps) {
  const { search } = useLocation();
  const [reference] = useState(() => new URLSearchParams(search).get('m_payment_id') || readPendingPayment());
  const query = usePayment(reference);
  const client = useQueryClient();
  const toasted = useRef(false);
  const outcome = query.data?.outcome;

  const check = useMutation({
    mutationFn: () => checkPayment(reference ?? ''),
    onSuccess: (payment) => client.setQueryData(learnerKeys.payment(payment.merchantReference), payment),
    onSettled: () => client.invalidateQueries({ queryKey: learnerKeys.payment(reference ?? '') }),
  });

  useEffect(() => {
    if (outcome !== 'success' || toasted.current) return;
    toasted.current = true;
    clearPendingPayment();
    void refreshAfterPlanChange(client);
    toast.success(texts.successToast, { description: texts.successToastBody });
  }, [outcome, client]);

  const { refetch } = query;
  useEffect(() => {
    if (outcome !== 'processing') return;
    const timer = window.setInterval(() => void refetch(), PROCESSING_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [outcome, refetch]);

  if (reference && query.isPending) {
    return (
      <ResultCard icon={<Loader2 className="animate-spin" />} tone="neutral" heading={texts.verifying}>
        <p role="status">{texts.verifyingBody}</p>
      </ResultCard>
    );
  }

  const payment = query.data;
  if (payment && outcome === 'success') {
    return (
      <ResultCard
        icon={<CircleCheck />}
        tone="success"
        heading={texts.successTitle}
        actions={
          <>
            <Link to="/dashboard" className={buttonVariants()}>
              {texts.goToDashboard}
            </Link>
            <Link to="/subscription" className={buttonVariants({ variant: 'outline' })}>
              {texts.viewSubscription}
            </Link>
          </>
        }
      >
        <dl className="mx-auto grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left">
          <dt className="font-medium">{texts.amount}</dt>
          <dd className="text-slate-950 dark:text-white">{formatZar(payment.amountCents)}</dd>
          <dt className="font-medium">{texts.plan}</dt>
          <dd className="text-slate-950 dark:text-white">{planNameOf(payment)}</dd>
          <dt className="font-medium">{texts.reference}</dt>
          <dd className="font-mono break-all text-slate-950 dark:text-white">{payment.merchantReference}</dd>
        </dl>
      </ResultCard>
    );
  }

  if (payment && outcome === 'processing') {
    return (
      <ResultCard
        icon={<Clock />}
        tone="warning"
        heading={texts.processingTitle}
        actions={
          <>
            <Link to="/dashboard" className={buttonVariants()}>
              {texts.goToDashboard}
            </Link>
            <Button variant="outline" onClick={() => check.mutate()} disabled={check.isPending} aria-busy={check.isPending}>
              {texts.checkAgain}
            </Button>
          </>
        }
      >
        <p>{texts.processingBody}</p>
        <p className="mt-2 font-mono text-sm break-all">
          {texts.reference}: {payment.merchantReference}
        </p>
      </ResultCard>
    );
  }

  return (
    <ResultCard
      icon={<CircleX />}
      tone="error"
      heading={texts.failedTitle}
      actions={
        <>
          <Link to="/subscription" className={buttonVariants()}>
            {texts.tryAgain}
          </Link>
          <Link to="/support" className={buttonVariants({ variant: 'outline' })}>
            {texts.contactSupport}
          </Link>
        </>
      }
    >
      <p role="alert">{texts.failedBody}</p>
      <p className="mt-2 text-sm">{texts.failedHint}</p>
      {reference && (
        <p className="mt-2 font-mono text-sm break-all">
          {texts.reference}: {reference}
        </p>
      )}
      <SupportLine className="mt-4 text-sm" />
    </ResultCard>
  );
}
