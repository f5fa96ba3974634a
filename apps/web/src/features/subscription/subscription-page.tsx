import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { subscriptionTexts } from '@kusasa/domain/pricing-texts';
import { type PaidPlanId, paidPlanIdSchema } from '@kusasa/domain/schemas/payments/payment-states';
import type { PageProps } from '../../lib/page-props';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PaymentStarter } from '../../lib/payment-starter';
import { toast } from '../../lib/toast';
import { useCancelSubscription } from './api/cancel-subscription';
import { useSubscription } from './api/get-subscription';
import { BillingHistory } from './billing-history';
import { ConfirmCancelDialog } from './confirm-cancel-dialog';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentDialog } from './payment-dialog';
import { planButton } from './plan-button';
import { PlanOptionCard } from './plan-option-card';
import { RetryAlert } from '../../components/ui/load-failed';

export interface SubscriptionPageProps extends PageProps {
  /** Starts paying for a plan (the payments feature's). */
  payment: PaymentStarter;
  /** The learner's payments that can still be claimed or tried again (the payments feature's). */
  PaymentRecoveryCard: ComponentType;
  /** The learner's receipts (the receipts feature's), under billing history. */
  receipts?: ReactNode;
}

/**
 * /subscription (seed 002 sections 2 and 4): current plan, the plan grid and billing history;
 * composed with the payments feature's parts in app/pages/subscription-page.tsx.
 */
export function SubscriptionPage({ title, payment, PaymentRecoveryCard, receipts }: SubscriptionPageProps) {
  const query = useSubscription();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState<PaidPlanId | null>(null);

  const { errorUpdatedAt } = query;
  useEffect(() => {
    if (errorUpdatedAt) toast.error(subscriptionTexts.loadFailed);
  }, [errorUpdatedAt]);

  const data = query.data;
  const confirmCancel = () => cancel.mutate(undefined, { onSettled: () => setConfirming(false) });

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {!data && !query.isError ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label="Loading your subscription..." />
        </div>
      ) : !data ? (
        <RetryAlert message={subscriptionTexts.loadFailed} retry="Try again" query={query} className="mt-6" />
      ) : (
        <>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <CurrentPlanCard plan={data.currentPlan} onCancel={() => setConfirming(true)} />
            <PaymentRecoveryCard />
          </div>
          <section aria-labelledby="plans-heading" className="mt-10">
            <h2 id="plans-heading" className="text-xl font-bold text-slate-950 dark:text-white">
              {subscriptionTexts.plans}
            </h2>
            <div className="mt-4 grid gap-5 md:grid-cols-3">
              {data.plans.map((plan) => {
                const { label, action } = planButton(plan.id, plan.priceCents, data.currentPlan.id);
                const paid = paidPlanIdSchema.safeParse(plan.id);
                const onClick = () => {
                  if (action === 'downgrade') setConfirming(true);
                  else if (action === 'pay' && paid.success) setPaying(paid.data);
                };
                return (
                  <PlanOptionCard
                    key={plan.id}
                    plan={plan}
                    current={plan.id === data.currentPlan.id}
                    buyable={action !== 'current'}
                    button={label}
                    onClick={onClick}
                  />
                );
              })}
            </div>
          </section>
          {data.transactions.length > 0 && <BillingHistory transactions={data.transactions} />}
          {receipts}
        </>
      )}
      <ConfirmCancelDialog open={confirming} onOpenChange={setConfirming} onConfirm={confirmCancel} busy={cancel.isPending} />
      <PaymentDialog planId={paying} payment={payment} onClose={() => setPaying(null)} />
    </Container>
  );
}
