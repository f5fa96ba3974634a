import type { ReactNode } from 'react';
import { planGateTexts } from '@kusasa/domain/guidance-texts';
import { type PlanId, planMeetsFeature } from '@kusasa/domain/rules/plans';
import { Spinner } from './spinner';
import { UpgradeCard } from './upgrade-card';
import { usePlan } from '../../lib/plans/use-plan';

export interface PlanGateProps {
  /** The cheapest plan that includes the feature; dearer plans include it too. */
  requiredPlan: PlanId;
  /** The feature's name, for the upgrade card. */
  feature: string;
  /** Said above the upgrade card, e.g. what the feature would do for the viewer. */
  message?: string;
  children: ReactNode;
}

/**
 * The one plan gate of the web app (seed 001 section 1): the children when the viewer's plan
 * includes the feature, else an upgrade card to /pricing. The server applies the same rule
 * (planMeetsFeature), so this only decides what to show.
 */
export function PlanGate({ requiredPlan, feature, message, children }: PlanGateProps) {
  const plan = usePlan();
  // Starter features are open to everyone, signed in or not: nothing to wait for.
  if (requiredPlan === 'starter') return <>{children}</>;
  if (plan.status === 'loading') return <Spinner label={planGateTexts.checking} />;
  if (planMeetsFeature(plan.planId, requiredPlan)) return <>{children}</>;
  return (
    <>
      {plan.status === 'error' && <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">{planGateTexts.planFailed}</p>}
      {message && <p className="mb-3 max-w-2xl text-slate-700 dark:text-slate-300">{message}</p>}
      <UpgradeCard feature={feature} requiredPlan={requiredPlan} showSignInHint={plan.status === 'signed-out'} />
    </>
  );
}
