import { receiptTexts as t } from '@kusasa/domain/receipt-texts';
import { formatZar } from '@kusasa/domain/rules/money';
import { formatReceiptNumber, parseReceiptNumber, vatIncludedCents } from '@kusasa/domain/rules/receipts';
import type { Receipt } from '@kusasa/domain/schemas/receipts';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { createReceiptsRepo, type ReceiptRow } from './receipts.repo.ts';

export const RECEIPT_MAIL_JOB = 'receipt-mail';

/** What the payments feature says about a payment that has just completed. */
export interface PaidPayment {
  id: string;
  payerUserId: string | null;
  payerEmail: string | null;
  description: string;
  amountCents: number;
  paidThrough: string;
  providerReference: string | null;
}

type Deps = Pick<Kernel, 'db' | 'clock' | 'jobs' | 'mailer'> & {
  users: Pick<Kernel['users'], 'personalDetails'>;
  seller: Kernel['config']['seller'];
  publicUrl: string;
};

const pdfPath = (number: number) => `/api/receipts/${formatReceiptNumber(number)}/pdf`;

const toReceipt = (row: ReceiptRow): Receipt => ({
  number: formatReceiptNumber(row.number),
  issuedAt: row.issuedAt.toISOString(),
  description: row.description,
  amountCents: row.amountCents,
  vatCents: row.vatCents,
  taxInvoice: row.seller.vatNumber !== null,
  pdfUrl: pdfPath(row.number),
});

// Receipts (issue 31): issued in the payment's transaction (so a payment is never paid without its
// receipt, and a rolled-back one takes no number), mailed by a job after it commits, downloaded
// by the payer or an admin as a PDF.
export function createReceiptsService({ db, clock, jobs, mailer, users, seller, publicUrl }: Deps) {
  jobs.register(RECEIPT_MAIL_JOB, {
    async run(payload) {
      const row = await createReceiptsRepo(db).byId(String(payload.receiptId));
      if (!row?.payerEmail) return;
      const number = formatReceiptNumber(row.number);
      const link = new URL(pdfPath(row.number), publicUrl).href;
      await mailer.send({ to: row.payerEmail, subject: t.mail.subject(number), text: t.mail.body(number, row.description, formatZar(row.amountCents), link) });
    },
  });

  return {
    /** The payment's receipt, made now if it has none; in the payment's transaction, with the payment row locked. */
    async issue(tx: Executor, payment: PaidPayment): Promise<ReceiptRow> {
      const repo = createReceiptsRepo(tx);
      const existing = await repo.forPayment(payment.id);
      if (existing) return existing;
      const payer = payment.payerUserId ? await users.personalDetails(payment.payerUserId, tx) : undefined;
      const row = await repo.insert({
        number: await repo.nextNumber(),
        paymentId: payment.id,
        payerUserId: payment.payerUserId,
        payerName: payer?.fullName ?? null,
        payerEmail: payer?.email ?? payment.payerEmail,
        description: payment.description,
        amountCents: payment.amountCents,
        vatCents: seller.vatNumber ? vatIncludedCents(payment.amountCents) : null,
        seller: { ...seller },
        paidThrough: payment.paidThrough,
        providerReference: payment.providerReference,
        issuedAt: clock(),
      });
      await jobs.enqueue(tx, RECEIPT_MAIL_JOB, { receiptId: row.id });
      return row;
    },

    async mine(userId: string): Promise<{ receipts: Receipt[] }> {
      return { receipts: (await createReceiptsRepo(db).ofPayer(userId)).map(toReceipt) };
    },

    /** "Your data": the payer's receipts as stored. */
    dataOf: (userId: string) => createReceiptsRepo(db).ofPayer(userId),
    /** In the account deletion's transaction, before the users row goes. */
    forgetPayer: async (tx: Executor, userId: string) => void (await createReceiptsRepo(tx).forgetPayer(userId)),

    /** The PDF of the caller's own receipt, or of any for an admin; anything else is simply not found. */
    async pdf(actor: Actor, numberText: string): Promise<{ number: string; pdf: Buffer }> {
      const number = parseReceiptNumber(numberText);
      const row = number === null ? undefined : await createReceiptsRepo(db).byNumber(number);
      if (!row || (actor.userType !== 'admin' && row.payerUserId !== actor.id)) throw new AppError('NOT_FOUND', t.notFound);
      return { number: formatReceiptNumber(row.number), pdf: await renderReceiptPdf(row) };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
