import { subscriptionTexts } from '@kusasa/domain/pricing-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import type { Transaction } from '@kusasa/domain/schemas/payments/subscription';
import { Badge } from '../../components/ui/badge';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';

/** Billing history: date, description, amount and status; 'completed' stands out (primary). */
export function BillingHistory({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <section aria-labelledby="billing-history-heading" className="mt-10">
      <h2 id="billing-history-heading" className="text-xl font-bold text-slate-950 dark:text-white">
        {subscriptionTexts.billingHistory}
      </h2>
      <TableFrame className="mt-4">
        <Table>
          <thead>
            <tr>
              <Th>Date</Th>
              <Th>Description</Th>
              <Th>Amount</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((row) => (
              <tr key={row.id}>
                <Td className="whitespace-nowrap">{formatLongDate(row.createdAt)}</Td>
                <Td>{row.description || row.transactionType.replaceAll('_', ' ')}</Td>
                <Td className="whitespace-nowrap">{formatZar(row.amountCents)}</Td>
                <Td>
                  <Badge tone={row.status === 'completed' ? 'brand' : 'neutral'} className="capitalize">
                    {row.status.replaceAll('_', ' ')}
                  </Badge>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableFrame>
    </section>
  );
}
