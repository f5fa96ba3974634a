import { formatListDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import type { SponsorDashboard, SponsorSponsorship } from '@kusasa/domain/schemas/sponsors/dashboard';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts, sponsorTexts } from '@kusasa/domain/sponsor-texts';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';

const columns = sponsorTexts.columns;
const statusTone: Record<SponsorSponsorship['status'], BadgeTone> = {
  paid: 'brand',
  pending: 'accent',
  failed: 'neutral',
  cancelled: 'neutral',
  refund_due: 'accent',
};

/** The three totals above the table: what the sponsor has paid, for how many learners, and what is still awaiting payment. */
export function SponsorTotals({ totals }: { totals: SponsorDashboard['totals'] }) {
  const items = [
    { label: sponsorTexts.totals.totalSponsored, value: formatZar(totals.totalSponsoredCents) },
    { label: sponsorTexts.totals.learnersFunded, value: String(totals.learnersFunded) },
    { label: sponsorTexts.totals.pendingPayments, value: String(totals.pendingCount) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-950 dark:text-white">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The seed's table of the sponsor's sponsorships: Application ID, Student ID, Sponsored Amount, Status, Paid At. */
export function SponsorshipsTable({ sponsorships }: { sponsorships: SponsorSponsorship[] }) {
  return (
    <TableFrame>
      <Table className="max-sm:block">
        <caption className="sr-only">{sponsorPageTexts.dashboard.caption}</caption>
        <thead className="max-sm:hidden">
          <tr>
            <Th>{columns.applicationId}</Th>
            <Th>{columns.studentId}</Th>
            <Th>{columns.sponsoredAmount}</Th>
            <Th>{columns.status}</Th>
            <Th>{columns.paidAt}</Th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {sponsorships.map((row) => (
            <CardRow key={row.id}>
              <LabelledCell label={columns.applicationId} className="max-sm:col-span-2">
                <span className="font-mono text-xs break-all">{row.applicationId}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {sponsorshipTexts.purposes[row.purpose]}
                  {row.shared.firstName ? ` · ${row.shared.firstName}` : ''}
                </span>
              </LabelledCell>
              <LabelledCell label={columns.studentId} className="max-sm:col-span-2">
                <span className="font-mono text-xs break-all">{row.learnerReference}</span>
              </LabelledCell>
              <LabelledCell label={columns.sponsoredAmount} className="whitespace-nowrap">
                {formatZar(row.sponsoredAmountCents)}
              </LabelledCell>
              <LabelledCell label={columns.status}>
                <Badge tone={statusTone[row.status]} className="px-2 py-0.5 text-xs">
                  {row.status.replace('_', ' ')}
                </Badge>
              </LabelledCell>
              <LabelledCell label={columns.paidAt} className="whitespace-nowrap max-sm:col-span-2">
                {row.paidAt ? <time dateTime={row.paidAt}>{formatListDate(row.paidAt)}</time> : '—'}
              </LabelledCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
