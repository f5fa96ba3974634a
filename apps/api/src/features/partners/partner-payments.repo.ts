import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { partnerInvoiceSequence, partnerPayments } from '../../db/schema/partners.ts';

export type PartnerPaymentRow = typeof partnerPayments.$inferSelect;
export type NewPartnerPaymentRow = typeof partnerPayments.$inferInsert;

// The only place that touches partner_payments (and its invoice sequence).
export function createPartnerPaymentsRepo(db: Executor) {
  return {
    /** A partner's payments, newest first (seed: by payment_date descending; unpaid ones by when they were recorded). */
    async forPartner(partnerId: string): Promise<PartnerPaymentRow[]> {
      return db
        .select()
        .from(partnerPayments)
        .where(eq(partnerPayments.partnerId, partnerId))
        .orderBy(sql`coalesce(${partnerPayments.paymentDate}, ${partnerPayments.dueDate}) desc nulls last`, desc(partnerPayments.createdAt));
    },

    async lock(partnerId: string, paymentId: string): Promise<PartnerPaymentRow | null> {
      const [row] = await db
        .select()
        .from(partnerPayments)
        .where(and(eq(partnerPayments.id, paymentId), eq(partnerPayments.partnerId, partnerId)))
        .for('update');
      return row ?? null;
    },

    async byProviderPayment(paymentId: string): Promise<PartnerPaymentRow | null> {
      const [row] = await db.select().from(partnerPayments).where(eq(partnerPayments.paymentId, paymentId));
      return row ?? null;
    },

    async invoiceTaken(invoiceNumber: string): Promise<boolean> {
      const rows = await db.select({ id: partnerPayments.id }).from(partnerPayments).where(eq(partnerPayments.invoiceNumber, invoiceNumber));
      return rows.length > 0;
    },

    async nextInvoiceSequence(): Promise<number> {
      // Both drivers answer { rows } (PGlite's Results and node-postgres's QueryResult).
      const result = (await db.execute(sql`select nextval(${partnerInvoiceSequence.seqName}) as value`)) as { rows: { value: string | number }[] };
      const value = Number(result.rows[0]?.value);
      if (!Number.isSafeInteger(value)) throw new Error('the invoice sequence returned no number');
      return value;
    },

    async insert(values: NewPartnerPaymentRow): Promise<PartnerPaymentRow> {
      const [row] = await db.insert(partnerPayments).values(values).returning();
      if (!row) throw new Error('partner payment insert returned no row');
      return row;
    },

    async update(id: string, change: Partial<Omit<NewPartnerPaymentRow, 'id' | 'partnerId' | 'createdAt'>>): Promise<PartnerPaymentRow> {
      const [row] = await db.update(partnerPayments).set(change).where(eq(partnerPayments.id, id)).returning();
      if (!row) throw new Error('partner payment update matched no row');
      return row;
    },
  };
}
