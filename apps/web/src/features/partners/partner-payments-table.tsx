import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import type { PartnerPayment } from '@kusasa/domain/schemas/partners/payments';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { day, money } from './format';

/** The partner's invoices and payments, or a line saying there are none. */
export function PartnerPaymentsTable({ payments }: { payments: PartnerPayment[] }) {
  return (
    <section aria-labelledby="partner-payments">
      <h2 id="partner-payments" className="text-lg font-semibold text-slate-950 dark:text-white">
        Payments
      </h2>
      {payments.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t.noPayments}</p>
      ) : (
        <TableFrame className="mt-3">
          <Table>
            <thead>
              <tr>
                <Th>Invoice</Th>
                <Th>Amount</Th>
                <Th>Status</Th>
                <Th>Paid on</Th>
                <Th>Reference</Th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <Td className="font-mono">{payment.invoiceNumber}</Td>
                  <Td className="whitespace-nowrap">{money(payment.amountCents)}</Td>
                  <Td>{labels.paymentStatuses[payment.status]}</Td>
                  <Td className="whitespace-nowrap">{day(payment.paymentDate)}</Td>
                  <Td className="font-mono break-all">{payment.referenceNumber ?? '—'}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </section>
  );
}
