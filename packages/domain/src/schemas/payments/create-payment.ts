import { z } from 'zod';
import { checkoutPaymentMethodSchema } from './payment-states.ts';

/*
 * POST /api/payments                                   signed in
 *   body createPaymentRequestSchema {plan, paymentMethod}
 *   200  createPaymentResponseSchema {paymentUrl, merchantReference, method: 'POST', fields}
 *        The browser stores merchantReference as session storage 'pending_payment', then submits
 *        a <form method="post" action={paymentUrl}> with one hidden input per entry of `fields`
 *        (in order). That page is PayFast's (or the simulator's, same origin). `method` is always
 *        'POST' today; 'GET' would mean: navigate to paymentUrl (fields already in its query).
 *   400  VALIDATION 'Invalid plan selected' (fields.plan) for an unknown plan or the free Starter;
 *        VALIDATION (fields.paymentMethod) for a method checkout does not offer ('payment-plan' is
 *        Coming Soon and never reaches this call).
 *   409  CONFLICT paymentTexts.alreadyHoldsPlan (fields.plan) when the learner already has this
 *        plan or a better one (e.g. Essential while on Pro + AI): nothing is charged.
 *   401  not signed in. 429 RATE_LIMITED after 60 calls in 15 minutes from one address.
 *
 */

export const createPaymentRequestSchema = z.object({
  // Any string: the server answers 'Invalid plan selected' itself, also for 'starter'.
  plan: z.string().max(40),
  paymentMethod: checkoutPaymentMethodSchema.default('card'),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export const redirectFieldSchema = z.object({ name: z.string(), value: z.string() });
export type RedirectField = z.infer<typeof redirectFieldSchema>;

export const createPaymentResponseSchema = z.object({
  paymentUrl: z.string(),
  merchantReference: z.string(),
  method: z.enum(['GET', 'POST']),
  fields: z.array(redirectFieldSchema),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponseSchema>;
