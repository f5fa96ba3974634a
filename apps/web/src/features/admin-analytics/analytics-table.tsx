import { Download } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { adminAnalyticsTexts as t } from '@kusasa/domain/admin-analytics-texts';
import type { AnalyticsTable } from '@kusasa/domain/schemas/admin-analytics';
import { buttonVariants } from '../../components/ui/button';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { formatCell } from './format-cell';

// recharts loads with the first chart, so it never weighs on another page.
const AnalyticsChart = lazy(() => import('./analytics-chart'));

const NUMERIC = new Set(['count', 'money', 'hours', 'percent']);

/** One table of a section: its chart (a picture for sighted readers), its data table and its CSV. */
export function AnalyticsTableView({ table, exportUrl }: { table: AnalyticsTable; exportUrl: string }) {
  const headingId = `table-${table.id}`;
  const empty = table.rows.length === 0;
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-950 dark:text-white">
            {table.title}
          </h3>
          {table.description && <p className="text-sm text-slate-700 dark:text-slate-300">{table.description}</p>}
        </div>
        <a href={exportUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={t.exportCsvFor.replace('{title}', table.title)}>
          <Download aria-hidden="true" className="size-4" />
          {t.exportCsv}
        </a>
      </div>
      {empty ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
        >
          {t.empty}
        </p>
      ) : (
        <>
          {table.chart && (
            <figure className="mt-3" role="img" aria-label={t.chartLabel.replace('{title}', table.title)}>
              <Suspense fallback={<div className="h-[280px] animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />}>
                <AnalyticsChart table={table} hint={table.chart} />
              </Suspense>
            </figure>
          )}
          <TableFrame className="mt-3 max-h-96 overflow-y-auto" tabIndex={0} aria-labelledby={headingId} role="region">
            <Table>
              <caption className="sr-only">{table.title}</caption>
              <thead className="sticky top-0">
                <tr>
                  {table.columns.map((column) => (
                    <Th key={column.key} className={NUMERIC.has(column.kind) ? 'text-right' : undefined}>
                      {column.label}
                    </Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index}>
                    {table.columns.map((column) => (
                      <Td key={column.key} className={NUMERIC.has(column.kind) ? 'text-right whitespace-nowrap tabular-nums' : undefined}>
                        {formatCell(column.kind, row[column.key])}
                      </Td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableFrame>
        </>
      )}
    </div>
  );
}
