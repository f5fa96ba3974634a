import { z } from 'zod';
import { paymentTexts } from '../../payment-texts.ts';
import { paidPlanIdSchema, paymentStatusSchema } from './payment-states.ts';

/*
 * POST /api/admin/payment-recovery                     admin only (others 403)
 *   body adminRecoveryRequestSchema, one of (the seed's actions; keys camelCase, decision 0380):
 *     {action: 'list_orphaned', search?, status?}   payments with no user, unresolved
 *     {action: 'list_failed', search?, status?}     failed or expired payments of users, unresolved
 *     {action: 'list_refunds', search?}              paid payments kept for a refund (issue 34), unresolved
 *         search: part of the reference, the user's or payer's email, or the user's tracking id;
 *         status (omit for All Statuses): list_orphaned 'pending' | 'failed' | 'expired',
 *         list_failed 'failed' | 'expired' (RECOVERY_LIST_STATUS_FILTERS; others -> 400 VALIDATION)
 *     {action: 'link_payment', paymentId, userId, resolutionNotes?}
 *         userId blank -> 400 VALIDATION 'Please provide a user ID' (fields.userId); userId may be
 *         the user's id, tracking id or email. Attaches the user; the payment keeps its provider
 *         status; if it was paid, the user's plan is activated. Marks it resolved.
 *     {action: 'resolve_payment', paymentId, resolutionNotes}  notes required
 *         Marks it resolved (resolvedAt, resolvedBy, resolutionNotes); status unchanged.
 *     {action: 'user_recovery_check', userEmail}    the user and all their payments
 *     {action: 'claim_payment', paymentId, userId}  confirms with the provider that it was paid,
 *         then links and activates like link_payment; 409 paymentTexts.claimNotPaid if not paid.
 *   200  {success: true, data, error: null}; data by action:
 *          list_*            -> adminRecoveryListDataSchema {payments}
 *          link/resolve/claim-> adminRecoveryChangeDataSchema {message, payment}
 *          user_recovery_check -> adminRecoveryUserCheckDataSchema {user | null, payments}
 *   4xx  the app's error shape (api-client throws ApiError): 404 payment or user not found,
 *        409 CONFLICT linked to another user. Every action is written to the audit log.
 */

const PLEASE_PROVIDE_USER_ID = paymentTexts.provideUserId;
const userIdField = z.string({ error: PLEASE_PROVIDE_USER_ID }).trim().min(1, PLEASE_PROVIDE_USER_ID).max(200);
const notesField = z.string().trim().max(2000);

export const RECOVERY_STATUS_FILTERS = ['pending', 'failed', 'expired'] as const;
/** The status filter values each admin list can match: Failed Payments never holds a pending one. */
export const RECOVERY_LIST_STATUS_FILTERS = {
  orphaned: RECOVERY_STATUS_FILTERS,
  failed: ['failed', 'expired'],
  refunds: [],
} as const satisfies Record<'orphaned' | 'failed' | 'refunds', readonly (typeof RECOVERY_STATUS_FILTERS)[number][]>;
const search = z.string().trim().max(100).optional();

export const adminRecoveryRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list_orphaned'), search, status: z.enum(RECOVERY_LIST_STATUS_FILTERS.orphaned).optional() }),
  // Typed on input as any filter (the admin page sends one type for both tabs); 'pending' is refused.
  z.object({ action: z.literal('list_failed'), search, status: z.enum(RECOVERY_STATUS_FILTERS).pipe(z.enum(RECOVERY_LIST_STATUS_FILTERS.failed)).optional() }),
  z.object({ action: z.literal('list_refunds'), search }),
  z.object({ action: z.literal('link_payment'), paymentId: z.uuid(), userId: userIdField, resolutionNotes: notesField.optional() }),
  z.object({
    action: z.literal('resolve_payment'),
    paymentId: z.uuid(),
    resolutionNotes: notesField.min(1, paymentTexts.provideResolutionNotes),
  }),
  z.object({ action: z.literal('user_recovery_check'), userEmail: z.string().trim().min(1).max(254) }),
  z.object({ action: z.literal('claim_payment'), paymentId: z.uuid(), userId: userIdField }),
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
  /** Null for a payment that buys no plan (a sponsorship kept for a refund); planName then says what it was. */
  planId: paidPlanIdSchema.nullable(),
  planName: z.string(),
  tier: z.string(),
  /** Why the money is to be given back; null unless the payment is listed under Refunds Due. */
  refundReason: z.string().nullable(),
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
export type RecoveryStatusFilter = (typeof RECOVERY_STATUS_FILTERS)[number];
