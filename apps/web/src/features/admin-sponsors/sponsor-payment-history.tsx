import { formatListDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import type { AdminSponsorProfile } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { Muted } from './profile-section';

const columns = texts.paymentColumns;

/** The sponsor's payments: when, both references, amount, status and how many learners each funded. */
export function SponsorPaymentHistory({ payments }: { payments: AdminSponsorProfile['payments'] }) {
  if (payments.length === 0) return <Muted>{texts.noPayments}</Muted>;
  return (
    <TableFrame>
      <Table>
        <caption className="sr-only">{texts.paymentHistoryTitle}</caption>
        <thead>
          <tr>
            <Th>{columns.date}</Th>
            <Th>{columns.reference}</Th>
            <Th>{columns.providerReference}</Th>
            <Th>{columns.amount}</Th>
            <Th>{columns.status}</Th>
            <Th>{columns.learners}</Th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.merchantReference}>
              <Td className="whitespace-nowrap">
                <time dateTime={payment.paidAt ?? payment.createdAt}>{formatListDate(payment.paidAt ?? payment.createdAt)}</time>
              </Td>
              <Td className="font-mono text-xs break-all">{payment.merchantReference}</Td>
              <Td className="font-mono text-xs break-all">{payment.providerPaymentId ?? '—'}</Td>
              <Td className="whitespace-nowrap">{formatZar(payment.amountCents)}</Td>
              <Td>{payment.status}</Td>
              <Td>{payment.learners}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
