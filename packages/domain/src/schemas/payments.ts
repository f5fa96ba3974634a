import { z } from 'zod';
import { paymentTexts } from '../payment-texts.ts';
import { PAYMENT_TIERS, PLAN_IDS, planSchema } from '../rules/plans.ts';

/*
 * Plans, payments, subscription and payment recovery (seed 002 sections 2, 4, 7 and 8).
 * Money is only ever trusted from the server's plan table and the provider (PayFast, or the
 * built-in PayFast simulator when no PayFast credentials are set). Amounts are integer cents (ZAR).
 * Errors always have the app's one shape {error: {code, message, fields?}} (schemas/common.ts).
 *
 * ENDPOINTS
 *
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
 * GET /api/subscription                                signed in
 *   200  subscriptionResponseSchema {currentPlan, plans, transactions}
 *        transactions: billing history, newest first (empty: hide the table).
 *        Web load error text: paymentTexts.loadSubscriptionFailed.
 *
 * POST /api/subscription/cancel                        signed in (no body)
 *   200  cancelSubscriptionResponseSchema {message: 'Subscription cancelled successfully', currentPlan}
 *   400  VALIDATION paymentTexts.starterCannotCancel when the current plan is Starter.
 *
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
 * POST /api/admin/payment-recovery                     admin only (others 403)
 *   body adminRecoveryRequestSchema, one of (snake_case as the seed):
 *     {action: 'list_orphaned', search?, status?}   payments with no user, unresolved
 *     {action: 'list_failed', search?, status?}     failed or expired payments of users, unresolved
 *         search: part of the reference, the user's or payer's email, or the user's tracking id;
 *         status (omit for All Statuses): list_orphaned 'pending' | 'failed' | 'expired',
 *         list_failed 'failed' | 'expired' (RECOVERY_LIST_STATUS_FILTERS; others -> 400 VALIDATION)
 *     {action: 'link_payment', payment_id, user_id, resolution_notes?}
 *         user_id blank -> 400 VALIDATION 'Please provide a user ID' (fields.user_id); user_id may be
 *         the user's id, tracking id or email. Attaches the user; the payment keeps its provider
 *         status; if it was paid, the user's plan is activated. Marks it resolved.
 *     {action: 'resolve_payment', payment_id, resolution_notes}  notes required
 *         Marks it resolved (resolvedAt, resolvedBy, resolutionNotes); status unchanged.
 *     {action: 'user_recovery_check', user_email}   the user and all their payments
 *     {action: 'claim_payment', payment_id, user_id} confirms with the provider that it was paid,
 *         then links and activates like link_payment; 409 paymentTexts.claimNotPaid if not paid.
 *   200  {success: true, data, error: null}; data by action:
 *          list_*            -> adminRecoveryListDataSchema {payments}
 *          link/resolve/claim-> adminRecoveryChangeDataSchema {message, payment}
 *          user_recovery_check -> adminRecoveryUserCheckDataSchema {user | null, payments}
 *   4xx  the app's error shape (api-client throws ApiError): 404 payment or user not found,
 *        409 CONFLICT linked to another user. Every action is written to the audit log.
 */

export const PENDING_PAYMENT_EXPIRY_HOURS = 24;

export const paidPlanIdSchema = z.enum(['essential', 'pro-ai']);
export type PaidPlanId = z.infer<typeof paidPlanIdSchema>;

// Seed section 9: card, eft, airtime, qr, store, payment-plan. 'payment-plan' is Coming Soon and
// is never sent to the payment call.
export const PAYMENT_METHODS = ['card', 'eft', 'airtime', 'qr', 'store', 'payment-plan'] as const;
export const CHECKOUT_PAYMENT_METHODS = ['card', 'eft', 'airtime', 'qr', 'store'] as const;
export const checkoutPaymentMethodSchema = z.enum(CHECKOUT_PAYMENT_METHODS);
export type CheckoutPaymentMethod = z.infer<typeof checkoutPaymentMethodSchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const PAYMENT_OUTCOMES = ['success', 'processing', 'failed'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

// ---- POST /api/payments

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

// ---- GET /api/payments/:merchantReference and POST .../check

export const merchantReferenceParamsSchema = z.object({ merchantReference: z.string().min(1).max(64) });

export const paymentViewSchema = z.object({
  merchantReference: z.string(),
  status: paymentStatusSchema,
  outcome: z.enum(PAYMENT_OUTCOMES),
  amountCents: z.int(),
  planId: paidPlanIdSchema,
  planName: z.string(),
  tier: z.enum(PAYMENT_TIERS),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

// ---- Subscription

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

// ---- Student payment recovery

export const recoverablePaymentSchema = z.object({
  id: z.uuid(),
  merchantReference: z.string(),
  /** pending, failed or expired (a pending payment older than 24 hours). */
  status: z.enum(['pending', 'failed', 'expired']),
  planId: paidPlanIdSchema,
  planName: z.string(),
  tier: z.enum(PAYMENT_TIERS),
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

// ---- Admin payment recovery

const PLEASE_PROVIDE_USER_ID = paymentTexts.provideUserId;
const userIdField = z.string({ error: PLEASE_PROVIDE_USER_ID }).trim().min(1, PLEASE_PROVIDE_USER_ID).max(200);
const notesField = z.string().trim().max(2000);

export const RECOVERY_STATUS_FILTERS = ['pending', 'failed', 'expired'] as const;
/** The status filter values each admin list can match: Failed Payments never holds a pending one. */
export const RECOVERY_LIST_STATUS_FILTERS = {
  orphaned: RECOVERY_STATUS_FILTERS,
  failed: ['failed', 'expired'],
} as const satisfies Record<'orphaned' | 'failed', readonly (typeof RECOVERY_STATUS_FILTERS)[number][]>;
const search = z.string().trim().max(100).optional();

export const adminRecoveryRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list_orphaned'), search, status: z.enum(RECOVERY_LIST_STATUS_FILTERS.orphaned).optional() }),
  // Typed on input as any filter (the admin page sends one type for both tabs); 'pending' is refused.
  z.object({ action: z.literal('list_failed'), search, status: z.enum(RECOVERY_STATUS_FILTERS).pipe(z.enum(RECOVERY_LIST_STATUS_FILTERS.failed)).optional() }),
  z.object({ action: z.literal('link_payment'), payment_id: z.uuid(), user_id: userIdField, resolution_notes: notesField.optional() }),
  z.object({
    action: z.literal('resolve_payment'),
    payment_id: z.uuid(),
    resolution_notes: notesField.min(1, paymentTexts.provideResolutionNotes),
  }),
  z.object({ action: z.literal('user_recovery_check'), user_email: z.string().trim().min(1).max(254) }),
  z.object({ action: z.literal('claim_payment'), payment_id: z.uuid(), user_id: userIdField }),
]);
export type AdminRecoveryRequest = z.input<typeof adminRecoveryRequestSchema>;
export type AdminRecoveryAction = AdminRecoveryRequest['action'];

export const recoveryUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  trackingId: z.string().nullable(),
});
export type RecoveryUser = z.infer<typeof recoveryUserSchema>;

export const adminRecoveryPaymentSchema = z.object({
  id: z.uuid(),
  merchantReference: z.string(),
  /** The stored status, except a pending payment older than 24 hours shows 'expired'. */
  status: paymentStatusSchema,
  amountCents: z.int(),
  currency: z.literal('ZAR'),
  planId: paidPlanIdSchema,
  planName: z.string(),
  tier: z.enum(PAYMENT_TIERS),
  paymentMethod: z.string().nullable(),
  /** PayFast's pf_payment_id once notified. */
  providerPaymentId: z.string().nullable(),
  /** The email PayFast reported for the payer, if any. */
  payerEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  /** The linked user; null for an orphaned payment. */
  user: recoveryUserSchema.nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: z.uuid().nullable(),
  resolutionNotes: z.string().nullable(),
});
export type AdminRecoveryPayment = z.infer<typeof adminRecoveryPaymentSchema>;

export const adminRecoveryListDataSchema = z.object({ payments: z.array(adminRecoveryPaymentSchema) });
export const adminRecoveryChangeDataSchema = z.object({ message: z.string(), payment: adminRecoveryPaymentSchema });
export const adminRecoveryUserCheckDataSchema = z.object({ user: recoveryUserSchema.nullable(), payments: z.array(adminRecoveryPaymentSchema) });
export type AdminRecoveryListData = z.infer<typeof adminRecoveryListDataSchema>;
export type AdminRecoveryChangeData = z.infer<typeof adminRecoveryChangeDataSchema>;
export type AdminRecoveryUserCheckData = z.infer<typeof adminRecoveryUserCheckDataSchema>;

export const adminRecoveryResponseSchema = z.object({
  success: z.literal(true),
  // Most specific first: z.object strips unknown keys, so {payments} would also match the others.
  data: z.union([adminRecoveryUserCheckDataSchema, adminRecoveryChangeDataSchema, adminRecoveryListDataSchema]),
  error: z.null(),
});
export type AdminRecoveryResponse<Data = z.infer<typeof adminRecoveryResponseSchema>['data']> = { success: true; data: Data; error: null };

// ---- The ITN body, kept raw: its signature covers the fields exactly as posted, in order.
export const PAYFAST_NOTIFICATION_MAX_BYTES = 16 * 1024;
export const payfastNotificationBodySchema = z.string().max(PAYFAST_NOTIFICATION_MAX_BYTES);
export type RecoveryStatusFilter = (typeof RECOVERY_STATUS_FILTERS)[number];
