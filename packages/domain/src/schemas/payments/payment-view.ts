import { z } from 'zod';
import { paidPlanIdSchema, PAYMENT_OUTCOMES, paymentStatusSchema, paymentTierSchema } from './payment-states.ts';

/*
 * GET /api/payments/:merchantReference                 signed in, own payments only
 *   200  paymentViewSchema. `outcome` applies the seed's rule for the result screen:
 *        paid -> 'success', pending -> 'processing', anything else -> 'failed'.
 *   404  NOT_FOUND: unknown reference or someone else's payment (never tells them apart).
 *
 * POST /api/payments/:merchantReference/check          signed in, own payments only (no body)
 *   Asks the provider for the payment's state (the simulator answers from its own ledger; real
 *   PayFast cannot be queried here, so the stored state is returned) and applies a confirmed
 *   result exactly as a notification would. 200 paymentViewSchema; 404 as above.
 *   "Check Again" on the processing view may call this and then re-read.
 *
 * POST /api/payments/payfast/notify                    anyone (PayFast's server, the ITN)
 *   application/x-www-form-urlencoded, PayFast's ITN fields. 200 text 'OK' when accepted (also
 *   for a repeat, which changes nothing); 400 for anything invalid. Not for the web.
 *
 * GET|POST /payfast-simulator/process                  (HTML, only when no PayFast credentials)
 *   The simulator's hosted payment page: amount, item, and Pay, Fail and Cancel buttons. Pay and
 *   Fail send a signed ITN and redirect to return_url; Cancel redirects to cancel_url. Not for
 *   the web except as the form target returned by POST /api/payments.
 *   Return URL: {PUBLIC_URL}/payment-success?m_payment_id={merchantReference}
 *   Cancel URL: {PUBLIC_URL}/payment-cancelled?m_payment_id={merchantReference}
 *
 */

export const merchantReferenceParamsSchema = z.object({ merchantReference: z.string().min(1).max(64) });

export const paymentViewSchema = z.object({
  merchantReference: z.string(),
  status: paymentStatusSchema,
  outcome: z.enum(PAYMENT_OUTCOMES),
  amountCents: z.int(),
  planId: paidPlanIdSchema,
  planName: z.string(),
  tier: paymentTierSchema,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;
