import { paymentTexts } from '@kusasa/domain/payment-texts';
import { PLANS, planById, type PlanId } from '@kusasa/domain/rules/plans';
import type { CancelSubscriptionResponse, CurrentPlan, SubscriptionResponse } from '@kusasa/domain/schemas/payments/subscription';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { PaymentRecords } from '../payments/payment-records.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';

// /subscription: the plan the learner holds, the plans on offer and their billing history.
// Plans are once-off for the season (no renewal); cancelling ends the paid plan without a refund
// (the refund policy page says when one is due) and the learner is back on Starter. The
// cancellation is written to the audit log as the learner's own action.
export function createSubscriptionService({
  plans,
  audit,
  payments,
}: {
  plans: Pick<PlansService, 'currentPlanId' | 'activeGrants' | 'endPaidPlans'>;
  audit: AuditService;
  payments: Pick<PaymentRecords, 'billingHistory'>;
}) {
  async function currentPlan(userId: string): Promise<CurrentPlan> {
    const planId: PlanId = await plans.currentPlanId(userId);
    // The newest active row of the current plan: when the learner got it.
    const row = (await plans.activeGrants(userId)).find((candidate) => candidate.planId === planId);
    return { id: planId, name: planById(planId).name, purchaseDate: row?.createdAt.toISOString() ?? null, status: 'active', canCancel: planId !== 'starter' };
  }

  return {
    async get(userId: string): Promise<SubscriptionResponse> {
      const rows = await payments.billingHistory(userId);
      return {
        currentPlan: await currentPlan(userId),
        plans: [...PLANS],
        transactions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          transactionType: row.transactionType,
          description: row.description,
          amountCents: row.amountCents,
          currency: 'ZAR',
          status: row.status,
        })),
      };
    },

    async cancel(userId: string): Promise<CancelSubscriptionResponse> {
      const planId = await plans.currentPlanId(userId);
      if (planId === 'starter') throw new AppError('VALIDATION', paymentTexts.starterCannotCancel);
      const deactivated = await plans.endPaidPlans(userId);
      // Recorded like the learner's other own-account actions (a security event, as account
      // export and deletion are): it is the learner's act, not an admin's, so it stays out of the
      // Admin Activity Log.
      await audit.security({
        action: 'subscription_cancelled',
        message: `Subscription cancelled: ${planById(planId).name} to Starter`,
        severity: 'info',
        component: 'subscription',
        userId,
        details: { from: planId, to: 'starter', deactivated },
      });
      return { message: paymentTexts.cancelled, currentPlan: await currentPlan(userId) };
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
