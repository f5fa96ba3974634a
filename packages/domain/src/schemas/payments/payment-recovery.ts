import { z } from 'zod';
import { paidPlanIdSchema, paymentTierSchema } from './payment-states.ts';
import { paymentViewSchema } from './payment-view.ts';

/*
 * GET /api/payment-recovery                            signed in
 *   200  recoverablePaymentsResponseSchema {payments}: the learner's pending (claimable) and
 *        failed or expired (retry through /checkout?plan={planId}) payments, newest first.
 *        A pending payment older than 24 hours is reported as 'expired' (PENDING_PAYMENT_EXPIRY_HOURS).
 *
 * POST /api/payment-recovery/:paymentId/claim          signed in, own payments only (no body)
 *   200  claimPaymentResponseSchema {title: 'Payment Claimed',
 *        message: 'Your payment has been successfully linked to your account.', payment}
 *   409  CONFLICT paymentTexts.claimNotPaid when the provider has not confirmed the payment.
 *   404  NOT_FOUND for an unknown or someone else's payment.
 *
 */

export const recoverablePaymentSchema = z.object({
  id: z.uuid(),
  merchantReference: z.string(),
  /** pending, failed or expired (a pending payment older than 24 hours). */
  status: z.enum(['pending', 'failed', 'expired']),
  planId: paidPlanIdSchema,
  planName: z.string(),
  tier: paymentTierSchema,
  amountCents: z.int(),
  createdAt: z.iso.datetime(),
  /** Claim: ask the provider whether it was paid after all. */
  canClaim: z.boolean(),
  /** Retry: start a new checkout, /checkout?plan={planId}. */
  canRetry: z.boolean(),
});
export type RecoverablePayment = z.infer<typeof recoverablePaymentSchema>;

export const recoverablePaymentsResponseSchema = z.object({ payments: z.array(recoverablePaymentSchema) });
export type RecoverablePaymentsResponse = z.infer<typeof recoverablePaymentsResponseSchema>;

export const paymentIdParamsSchema = z.object({ paymentId: z.uuid() });

export const claimPaymentResponseSchema = z.object({ title: z.string(), message: z.string(), payment: paymentViewSchema });
export type ClaimPaymentResponse = z.infer<typeof claimPaymentResponseSchema>;
