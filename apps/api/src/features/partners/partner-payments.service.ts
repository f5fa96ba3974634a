import { partnerTexts } from '@kusasa/domain/partner-texts';
import { calendarDateIn, isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { invoiceNumber } from '@kusasa/domain/rules/partners';
import type { MarkPartnerPaymentPaid, PartnerPayment, RecordPartnerPaymentValues } from '@kusasa/domain/schemas/partners/payments';
import { markPartnerPaymentPaidSchema } from '@kusasa/domain/schemas/partners/payments';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import { PARTNER_ACTIONS, partnerAudit } from './partner-audit.ts';
import { createPartnerPaymentsRepo } from './partner-payments.repo.ts';
import { toPartnerPayment } from './partner-views.ts';
import { createPartnersRepo } from './partners.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

/** The next INV-{year}-{nnnnnn} from the invoice sequence; the year is South Africa's. */
export async function nextInvoiceNumber(tx: Executor, now: Date): Promise<string> {
  return invoiceNumber(calendarDateIn(now).year, await createPartnerPaymentsRepo(tx).nextInvoiceSequence());
}

const invoiceTaken = () => new AppError('CONFLICT', partnerTexts.invoiceTaken, { invoiceNumber: partnerTexts.invoiceTaken });

// A partner's Payments tab: what it paid and owes. Overdue is read from the due date and the
// server's clock, never stored, so a payment becomes overdue the day after it was due by itself.
export function createPartnerPaymentsService({ db, clock, audit }: Pick<Kernel, 'db' | 'clock'> & { audit: Pick<AuditService, 'adminAction'> }) {
  const record = partnerAudit(audit);
  const today = () => isoCalendarDateIn(clock());

  return {
    async list(partnerId: string): Promise<PartnerPayment[]> {
      if (!(await createPartnersRepo(db).byId(partnerId))) throw new AppError('NOT_FOUND', partnerTexts.notFound);
      const day = today();
      return (await createPartnerPaymentsRepo(db).forPartner(partnerId)).map((row) => toPartnerPayment(row, day));
    },

    /** An admin records a payment (paid, or pending until its due date). */
    async record(actor: Actor, partnerId: string, input: RecordPartnerPaymentValues): Promise<PartnerPayment> {
      try {
        return await db.transaction(async (tx) => {
          const partner = await createPartnersRepo(tx).lock(partnerId);
          if (!partner) throw new AppError('NOT_FOUND', partnerTexts.notFound);
          const repo = createPartnerPaymentsRepo(tx);
          if (input.invoiceNumber && (await repo.invoiceTaken(input.invoiceNumber))) throw invoiceTaken();
          const now = clock();
          const row = await repo.insert({
            partnerId,
            amountCents: input.amountCents,
            paymentMethod: input.paymentMethod,
            status: input.status,
            paymentDate: input.status === 'paid' ? (input.paymentDate ?? today()) : null,
            dueDate: input.dueDate,
            invoiceNumber: input.invoiceNumber ?? (await nextInvoiceNumber(tx, now)),
            referenceNumber: input.referenceNumber,
            recordedBy: actor.id,
            createdAt: now,
            updatedAt: now,
          });
          await record(tx, actor, {
            action: PARTNER_ACTIONS.paymentRecorded,
            message: `Partner payment recorded: ${row.invoiceNumber} for ${partner.name}`,
            targetId: partnerId,
            details: { paymentId: row.id, invoiceNumber: row.invoiceNumber, amountCents: row.amountCents, status: row.status, dueDate: row.dueDate },
          });
          return toPartnerPayment(row, today());
        });
      } catch (error) {
        // Two admins typing the same invoice number at once: the unique index decides.
        if (isUniqueViolation(error)) throw invoiceTaken();
        throw error;
      }
    },

    async markPaid(actor: Actor, partnerId: string, paymentId: string, input: MarkPartnerPaymentPaid): Promise<PartnerPayment> {
      const values = markPartnerPaymentPaidSchema.parse(input);
      return db.transaction(async (tx) => {
        const repo = createPartnerPaymentsRepo(tx);
        const payment = await repo.lock(partnerId, paymentId);
        if (!payment) throw new AppError('NOT_FOUND', partnerTexts.paymentNotFound);
        if (payment.status === 'paid') throw new AppError('CONFLICT', partnerTexts.paymentAlreadyPaid);
        const after = await repo.update(paymentId, {
          status: 'paid',
          paymentDate: values.paymentDate ?? today(),
          referenceNumber: values.referenceNumber ?? payment.referenceNumber,
          updatedAt: clock(),
        });
        await record(tx, actor, {
          action: PARTNER_ACTIONS.paymentMarkedPaid,
          message: `Partner payment marked paid: ${after.invoiceNumber}`,
          targetId: partnerId,
          details: {
            paymentId,
            invoiceNumber: after.invoiceNumber,
            paymentDate: after.paymentDate,
            wasOverdue: payment.dueDate !== null && payment.dueDate < today(),
          },
        });
        return toPartnerPayment(after, today());
      });
    },
  };
}
export type PartnerPaymentsService = ReturnType<typeof createPartnerPaymentsService>;
