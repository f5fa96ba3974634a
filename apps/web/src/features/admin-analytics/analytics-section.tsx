import type { AnalyticsSection } from '@kusasa/domain/schemas/admin-analytics';
import { AnalyticsTableView } from './analytics-table';
import { formatCell } from './format-cell';

/** A section of the report: its headline figures, then each of its tables. */
export function AnalyticsSectionView({ section, exportUrl }: { section: AnalyticsSection; exportUrl: (tableId: string) => string }) {
  const headingId = `section-${section.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="scroll-mt-20 text-xl font-semibold text-slate-950 dark:text-white">
        {section.title}
      </h2>
      {section.description && <p className="mt-1 text-slate-700 dark:text-slate-300">{section.description}</p>}
      {section.figures.length > 0 && (
        <dl className="mt-4 grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
          {section.figures.map((figure) => (
            <div key={figure.id} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-950">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-950 tabular-nums dark:text-white">{formatCell(figure.kind, figure.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        {section.tables.map((table) => (
          <AnalyticsTableView key={table.id} table={table} exportUrl={exportUrl(table.id)} />
        ))}
      </div>
    </section>
  );
}
