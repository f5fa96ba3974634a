import { z } from 'zod';

/*
 * Receipts (issue 31). Every completed payment (a plan, a partner's month, a sponsorship) gets one,
 * numbered without gaps, issued in the payment's own transaction and mailed after it.
 *
 * THE PAYER (any signed-in account; routes take no user id)
 * GET /api/receipts                    receiptListSchema: the caller's receipts, newest first
 * GET /api/receipts/:number/pdf        application/pdf (the caller's own, or any for an admin); else 404
 */

export const receiptSchema = z.object({
  /** 'KR-000042'. */
  number: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  description: z.string(),
  amountCents: z.number().int(),
  /** The VAT inside the amount on a tax invoice; null when the seller is not VAT-registered. */
  vatCents: z.number().int().nullable(),
  taxInvoice: z.boolean(),
  /** Where the PDF is (a path under /api). */
  pdfUrl: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListSchema = z.object({ receipts: z.array(receiptSchema) });
export type ReceiptList = z.infer<typeof receiptListSchema>;

export const receiptParamsSchema = z.object({ number: z.string().max(20) });
