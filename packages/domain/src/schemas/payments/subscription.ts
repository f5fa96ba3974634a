import { z } from 'zod';
import { PLAN_IDS, planSchema } from '../../rules/plans.ts';

/*
 * GET /api/subscription                                signed in
 *   200  subscriptionResponseSchema {currentPlan, plans, transactions}
 *        transactions: billing history, newest first (empty: hide the table).
 *        Web load error text: paymentTexts.loadSubscriptionFailed.
 *
 * POST /api/subscription/cancel                        signed in (no body)
 *   200  cancelSubscriptionResponseSchema {message: 'Subscription cancelled successfully', currentPlan}
 *   400  VALIDATION paymentTexts.starterCannotCancel when the current plan is Starter.
 *
 */

export const transactionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** e.g. 'plan_purchase'; the seed shows underscores as spaces. */
  transactionType: z.string(),
  description: z.string(),
  amountCents: z.int(),
  currency: z.literal('ZAR'),
  /** 'completed' shows as a primary badge, anything else secondary. */
  status: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const currentPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  /** When the current plan became active; null when unknown (a Starter without a row). */
  purchaseDate: z.iso.datetime().nullable(),
  status: z.literal('active'),
  canCancel: z.boolean(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const subscriptionResponseSchema = z.object({
  currentPlan: currentPlanSchema,
  /** All three plans, as rules/plans.ts PLANS. */
  plans: z.array(planSchema),
  transactions: z.array(transactionSchema),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

export const cancelSubscriptionResponseSchema = z.object({ message: z.string(), currentPlan: currentPlanSchema });
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;
