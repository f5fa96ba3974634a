import { z } from 'zod';
import {
  BANK_REFERENCE_PATTERN,
  CORRECTION_REASON_MAX,
  CORRECTION_REASON_MIN,
  FEE_LEDGER_KINDS,
  FEE_LEDGER_MAX_AMOUNT_CENTS,
  FEE_PAYERS,
} from '../rules/application-fees.ts';
import { applicationFeeErrorTexts as e } from '../application-fee-texts.ts';
import { createPaymentResponseSchema } from './payments/create-payment.ts';
import { checkoutPaymentMethodSchema, paymentStatusSchema } from './payments/payment-states.ts';

/*
 * Application fees reach institutions (issue 31, decision 0421).
 *
 * THE LEARNER (student; routes take no learner id)
 * GET  /api/application-fees                                  applicationFeesSchema (one row per sent application)
 * POST /api/application-fees/:applicationId/checkout          feeCheckoutRequestSchema -> createPaymentResponseSchema
 * GET  /api/application-fees/checkout/:reference              feeCheckoutStatusSchema (asks the provider again)
 *
 * THE INSTITUTION (any member; routes take no institution id)
 * GET  /api/institution/fees                                  feeStatementSchema
 * GET  /api/institution/fees.csv                              text/csv
 *
 * ADMINS
 * GET  /api/admin/fee-payouts                                 feeBalancesSchema
 * GET  /api/admin/fee-payouts/:institutionId                  feeStatementSchema
 * POST /api/admin/fee-payouts/:institutionId/payouts          newPayoutSchema -> 201 feeStatementSchema
 * POST /api/admin/fee-payouts/:institutionId/corrections      newCorrectionSchema -> 201 feeStatementSchema
 */

export const feeLedgerKindSchema = z.enum(FEE_LEDGER_KINDS);
export const feePayerSchema = z.enum(FEE_PAYERS);

export const applicationFeeSchema = z.object({
  applicationId: z.uuid(),
  programmeName: z.string().nullable(),
  institutionName: z.string().nullable(),
  /** paid: in the institution's ledger; payable: a fee can be paid online now; none: nothing to pay here. */
  status: z.enum(['paid', 'payable', 'none']),
  amountCents: z.number().int().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  paidBy: feePayerSchema.nullable(),
});
export type ApplicationFee = z.infer<typeof applicationFeeSchema>;

export const applicationFeesSchema = z.object({ fees: z.array(applicationFeeSchema) });
export type ApplicationFees = z.infer<typeof applicationFeesSchema>;

export const feeApplicationParamsSchema = z.object({ applicationId: z.uuid() });
export const feeCheckoutParamsSchema = z.object({ reference: z.string().min(1).max(40) });
export const feeCheckoutRequestSchema = z.object({ paymentMethod: checkoutPaymentMethodSchema.default('card') });
export type FeeCheckoutRequest = z.input<typeof feeCheckoutRequestSchema>;
export const feeCheckoutResponseSchema = createPaymentResponseSchema;

export const feeCheckoutStatusSchema = z.object({ paymentStatus: paymentStatusSchema, fee: applicationFeeSchema });
export type FeeCheckoutStatus = z.infer<typeof feeCheckoutStatusSchema>;

export const feeLedgerEntrySchema = z.object({
  id: z.uuid(),
  kind: feeLedgerKindSchema,
  /** Signed: a fee adds, a payout subtracts, a correction either. */
  amountCents: z.number().int(),
  applicationId: z.uuid().nullable(),
  payer: feePayerSchema.nullable(),
  /** The payment's merchant reference (a fee) or the bank's reference (a payout). */
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FeeLedgerEntry = z.infer<typeof feeLedgerEntrySchema>;

const totalsShape = {
  collectedCents: z.number().int(),
  paidOutCents: z.number().int(),
  correctionsCents: z.number().int(),
  balanceCents: z.number().int(),
};

export const feeStatementSchema = z.object({
  institutionId: z.uuid(),
  institutionName: z.string(),
  totals: z.object(totalsShape),
  /** Newest first. */
  entries: z.array(feeLedgerEntrySchema),
});
export type FeeStatement = z.infer<typeof feeStatementSchema>;

export const feeBalanceSchema = z.object({
  institutionId: z.uuid(),
  institutionName: z.string(),
  ...totalsShape,
  lastPayoutAt: z.iso.datetime({ offset: true }).nullable(),
});
export type FeeBalance = z.infer<typeof feeBalanceSchema>;
export const feeBalancesSchema = z.object({ institutions: z.array(feeBalanceSchema) });
export type FeeBalances = z.infer<typeof feeBalancesSchema>;

export const feeInstitutionParamsSchema = z.object({ institutionId: z.uuid() });

const amountSchema = z.number({ error: e.amountInvalid }).int({ error: e.amountInvalid }).max(FEE_LEDGER_MAX_AMOUNT_CENTS, { error: e.amountTooLarge });

export const newPayoutSchema = z.object({
  amountCents: amountSchema.positive({ error: e.amountInvalid }),
  bankReference: z.string().trim().regex(BANK_REFERENCE_PATTERN, { error: e.bankReferenceInvalid }),
});
export type NewPayout = z.input<typeof newPayoutSchema>;

export const newCorrectionSchema = z.object({
  amountCents: amountSchema.min(-FEE_LEDGER_MAX_AMOUNT_CENTS, { error: e.amountTooLarge }).refine((cents) => cents !== 0, { error: e.correctionZero }),
  reason: z.string().trim().min(CORRECTION_REASON_MIN, { error: e.reasonTooShort }).max(CORRECTION_REASON_MAX, { error: e.reasonTooLong }),
});
export type NewCorrection = z.input<typeof newCorrectionSchema>;
