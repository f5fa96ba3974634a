import { z } from 'zod';
import { PARTNER_PAYMENT_METHODS, PARTNER_PAYMENT_STATUSES, RECORDED_PARTNER_PAYMENT_STATUSES } from '../../rules/partners.ts';
import { calendarDate, optionalDate, optionalText, timestamp } from './common.ts';

// ---- Payments

export const partnerPaymentSchema = z.object({
  id: z.uuid(),
  partnerId: z.uuid(),
  amountCents: z.int(),
  paymentMethod: z.string().nullable(),
  /** paid, pending, or overdue (pending after its due date). */
  status: z.enum(PARTNER_PAYMENT_STATUSES),
  paymentDate: calendarDate.nullable(),
  dueDate: calendarDate.nullable(),
  invoiceNumber: z.string(),
  referenceNumber: z.string().nullable(),
  /** 'checkout': paid through PayFast on /partner/checkout; 'recorded': entered by an admin. */
  source: z.enum(['checkout', 'recorded']),
  createdAt: timestamp,
});
export type PartnerPayment = z.infer<typeof partnerPaymentSchema>;

export const partnerPaymentListSchema = z.object({ payments: z.array(partnerPaymentSchema) });
export type PartnerPaymentList = z.infer<typeof partnerPaymentListSchema>;
export const partnerPaymentResponseSchema = z.object({ payment: partnerPaymentSchema });

const invoiceNumberField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/._-]{0,39}$/, { error: 'Letters, digits and - _ . / only, at most 40' });

export const recordPartnerPaymentSchema = z
  .object({
    amountCents: z.int().min(1, { error: 'The amount must be more than R0' }).max(2_000_000_000),
    paymentMethod: z.enum(PARTNER_PAYMENT_METHODS),
    status: z.enum(RECORDED_PARTNER_PAYMENT_STATUSES),
    /** A paid payment's date; omitted, the server's today (SA time). A pending one has none. */
    paymentDate: optionalDate,
    dueDate: calendarDate,
    invoiceNumber: invoiceNumberField.optional(),
    referenceNumber: optionalText(60),
  })
  .refine((value) => value.status === 'paid' || value.paymentDate === null, { path: ['paymentDate'], error: 'Only a paid payment has a payment date' });
export type RecordPartnerPayment = z.input<typeof recordPartnerPaymentSchema>;
export type RecordPartnerPaymentValues = z.output<typeof recordPartnerPaymentSchema>;

export const markPartnerPaymentPaidSchema = z.object({ paymentDate: optionalDate, referenceNumber: optionalText(60) });
export type MarkPartnerPaymentPaid = z.input<typeof markPartnerPaymentPaidSchema>;
