import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { Link } from 'react-router';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import type { PageProps } from '../../lib/page-props';
import { usePartnerAnalytics } from './api/pipeline';
import { BarChart } from './bar-chart';
import { CrmLayout, Loading } from './crm-layout';
import { day, money } from './format';
import { RetryAlert } from '../../components/ui/load-failed';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
const counts = <K extends string>(rows: { key: K; count: number }[], names: Record<K, string>) =>
  rows.map((row) => ({ label: names[row.key], value: row.count, display: String(row.count) }));

/** /admin/partners/analytics: the server's figures as charts, each with a table for screen readers. */
export default function PartnerAnalyticsPage({ title }: PageProps) {
  const query = usePartnerAnalytics();
  const data = query.data;
  return (
    <CrmLayout title={title}>
      {!data && !query.isError ? (
        <Loading label="Loading analytics..." />
      ) : !data ? (
        <RetryAlert message="Failed to load analytics" retry={t.retry} query={query} />
      ) : (
        <div className="grid grid-cols-1 gap-6">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {[
              ['Partners', String(data.totalPartners)],
              ['Inquiries', String(data.totalInquiries)],
              ['Conversion rate', data.conversionRate === null ? '—' : `${Math.round(data.conversionRate * 100)}%`],
              ['Overdue payments', `${data.overdue.count} (${money(data.overdue.amountCents)})`],
            ].map(([term, value]) => (
              <div key={term} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <dt className="text-sm text-slate-700 dark:text-slate-300">{term}</dt>
                <dd className="mt-1 text-xl font-bold text-slate-950 dark:text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <BarChart title="Partners by type" valueHeading="Partners" bars={counts(data.partnersByType, labels.types)} />
            <BarChart title="Partners by tier" valueHeading="Partners" bars={counts(data.partnersByTier, labels.tiers)} />
            <BarChart title="Partners by status" valueHeading="Partners" bars={counts(data.partnersByStatus, labels.statuses)} />
            <BarChart title="Inquiries by status" valueHeading="Inquiries" bars={counts(data.inquiriesByStatus, labels.inquiryStatuses)} />
          </div>
          <BarChart
            title="Partner revenue by month"
            valueHeading="Paid"
            bars={data.revenueByMonth.map((row) => ({ label: monthName(row.month), value: row.amountCents, display: money(row.amountCents) }))}
          />
          <section aria-labelledby="overdue-title">
            <h2 id="overdue-title" className="font-semibold text-slate-950 dark:text-white">
              Overdue payments
            </h2>
            {data.overdue.payments.length === 0 ? (
              <p className="mt-2 text-slate-700 dark:text-slate-300">No overdue payments.</p>
            ) : (
              <TableFrame className="mt-3">
                <Table>
                  <thead>
                    <tr>
                      <Th>Partner</Th>
                      <Th>Invoice</Th>
                      <Th>Amount</Th>
                      <Th>Due</Th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.overdue.payments.map((payment) => (
                      <tr key={payment.id}>
                        <Td>
                          <Link to={`/admin/partners/${payment.partnerId}`} className="font-medium text-emerald-800 underline dark:text-emerald-300">
                            {payment.partnerName}
                          </Link>
                        </Td>
                        <Td className="font-mono">{payment.invoiceNumber}</Td>
                        <Td className="whitespace-nowrap">{money(payment.amountCents)}</Td>
                        <Td className="whitespace-nowrap">{day(payment.dueDate)}</Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableFrame>
            )}
          </section>
        </div>
      )}
    </CrmLayout>
  );
}
