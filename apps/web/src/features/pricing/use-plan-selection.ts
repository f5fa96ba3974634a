import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { STORAGE_FAILURE_REDIRECT_MS, pricingTexts } from '@kusasa/domain/pricing-texts';
import { type PlanId, isFreePlan } from '@kusasa/domain/rules/plan-data';
import { sessionQueryOptions, useSession } from '../../lib/session';
import { savePendingPlan } from './save-pending-plan';

/**
 * Plan selection on /pricing (seed 002 section 4): Starter registers straight away; a signed-in
 * user goes to checkout; a signed-out visitor keeps the plan as pending_plan and registers first,
 * or, when storage fails, sees the storage panel and goes to /register?plan= after 2 seconds.
 */
export function usePlanSelection() {
  const navigate = useNavigate();
  const session = useSession();
  const client = useQueryClient();
  const [failedPlan, setFailedPlan] = useState<PlanId | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const stopTimer = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stopTimer, []);

  const select = (planId: PlanId) => {
    // A choice made before the session is known (the click that started the app, decision 0425)
    // waits for it: a signed-in learner must not be sent to registration.
    if (session.status === 'loading') {
      void client
        .fetchQuery(sessionQueryOptions)
        .catch(() => null)
        .then((known) => choose(planId, Boolean(known)));
      return;
    }
    choose(planId, session.status === 'signed-in');
  };

  const choose = (planId: PlanId, signedIn: boolean) => {
    stopTimer();
    setFailedPlan(null);
    if (isFreePlan(planId)) {
      // A signed-in learner already has Starter; /register would only send them on to the dashboard.
      void navigate(signedIn ? '/dashboard' : '/register');
      return;
    }
    const checkout = `/checkout?plan=${planId}`;
    if (signedIn) {
      void navigate(checkout);
      return;
    }
    if (savePendingPlan(planId)) {
      void navigate('/register', { state: { from: checkout, message: pricingTexts.createAccountToContinue } });
      return;
    }
    setFailedPlan(planId);
    timer.current = window.setTimeout(() => {
      void navigate(`/register?plan=${planId}`, { state: { from: checkout, message: pricingTexts.createAccountToContinue } });
    }, STORAGE_FAILURE_REDIRECT_MS);
  };

  /** 'Select Plan Again': stay on the page and choose again. */
  const dismiss = () => {
    stopTimer();
    setFailedPlan(null);
  };

  return { select, failedPlan, dismiss };
}
