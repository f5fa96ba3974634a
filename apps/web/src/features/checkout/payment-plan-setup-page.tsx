import { type FormEvent, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paymentMethodLabels, planSetupTexts } from '@kusasa/domain/pricing-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import { DEFAULT_INSTALLMENT_COUNT, INSTALLMENT_COUNTS, type InstallmentCount, installmentAmountCents, isFreePlan, planById } from '@kusasa/domain/rules/plans';
import type { PageProps } from '../../lib/page-props';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { toast } from '../../lib/toast';
import { ChoiceGroup } from './choice-group';
import { planFromSearch } from './plan-from-query';

type SetupMethod = 'card' | 'eft';
const methods = [
  { value: 'card', label: paymentMethodLabels.card },
  { value: 'eft', label: paymentMethodLabels.eft },
] as const;

/**
 * /payment-plan-setup?plan= (seed 002 sections 2, 5 and 9): the plan in installments. Nothing is
 * wired behind it yet, so submitting honestly says 'Coming Soon' and charges nothing.
 */
export default function PaymentPlanSetupPage({ title }: PageProps) {
  const { search } = useLocation();
  const planId = planFromSearch(search);
  const [method, setMethod] = useState<SetupMethod | null>(null);
  const [count, setCount] = useState<InstallmentCount>(DEFAULT_INSTALLMENT_COUNT);
  const [error, setError] = useState<string | undefined>(undefined);

  if (!planId || isFreePlan(planId)) return <Navigate to="/pricing" replace />;
  const plan = planById(planId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) {
      setError(planSetupTexts.methodRequired);
      document.getElementById(`plan-method-${methods[0].value}`)?.focus();
      return;
    }
    setError(undefined);
    toast.info(planSetupTexts.comingSoonTitle, { description: planSetupTexts.comingSoonBody });
  };

  return (
    <Container className="max-w-3xl py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{planSetupTexts.intro}</p>
      <Card className="mt-6">
        <p className="flex flex-wrap justify-between gap-2 text-slate-900 dark:text-slate-100">
          <span className="font-semibold">{plan.name}</span>
          <span>
            {planSetupTexts.total}: <strong>{formatZar(plan.priceCents)}</strong>
          </span>
        </p>
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
          <ChoiceGroup
            name="plan-method"
            legend={planSetupTexts.paymentMethod}
            choices={methods}
            value={method}
            onChange={(value) => {
              setMethod(value);
              setError(undefined);
            }}
            error={error}
          />
          <ChoiceGroup
            name="installments"
            legend={planSetupTexts.installments}
            columns={4}
            choices={INSTALLMENT_COUNTS.map((value) => ({
              value,
              label: `${value} installments`,
              hint: planSetupTexts.perInstallment.replace('{amount}', formatZar(installmentAmountCents(plan.priceCents, value))),
            }))}
            value={count}
            onChange={setCount}
          />
          <Button type="submit" size="lg" className="self-start">
            {planSetupTexts.submit}
          </Button>
        </form>
      </Card>
    </Container>
  );
}
