import { z } from 'zod';
import { PAYMENT_TIERS } from '../../rules/plans.ts';

/*
 * The words every payment contract uses (seed 002 sections 2, 4, 7 and 8). Money is only ever
 * trusted from the server's plan table and the provider (PayFast, or the built-in PayFast
 * simulator when no PayFast credentials are set). Amounts are integer cents (ZAR). Errors always
 * have the app's one shape {error: {code, message, fields?}} (schemas/common.ts).
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

/** The plan tiers a payment can buy. */
export const paymentTierSchema = z.enum(PAYMENT_TIERS);
