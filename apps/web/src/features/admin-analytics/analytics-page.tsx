import { useSearchParams } from 'react-router';
import { adminAnalyticsTexts as t } from '@kusasa/domain/admin-analytics-texts';
import { defaultAnalyticsRange, type AnalyticsInterval } from '@kusasa/domain/rules/analytics';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { type AnalyticsRange, exportHref, useAnalytics } from './api/get-analytics';
import { AnalyticsSectionView } from './analytics-section';
import { formatDay } from './format-cell';
import { RangeForm } from './range-form';
import { RetryAlert } from '../../components/ui/load-failed';

/** The range in the address (so a view can be shared and survives a reload); the last 30 days by default. */
function useRangeParams(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = defaultAnalyticsRange(new Date());
  const interval: AnalyticsInterval = params.get('interval') === 'week' ? 'week' : 'day';
  const range = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to, interval };
  return [range, (next) => setParams({ from: next.from, to: next.to, interval: next.interval })];
}

/** /admin/analytics ('Analytics', seeds 000 and 002; issue 15): figures from the database for a date range. */
export default function AnalyticsPage({ title }: PageProps) {
  const [range, setRange] = useRangeParams();
  const report = useAnalytics(range);
  const { data } = report;
  const refusal = report.error instanceof ApiError && report.error.status === 400 ? report.error.message : null;

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t.intro}</p>
      <div className="mt-6">
        <RangeForm key={`${range.from}|${range.to}|${range.interval}`} range={range} busy={report.isFetching} onApply={setRange} />
      </div>
      {data && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {report.isPlaceholderData
            ? t.refreshing
            : t.generatedAt
                .replace('{time}', formatListDate(data.generatedAt))
                .replace('{from}', formatDay(data.range.from))
                .replace('{to}', formatDay(data.range.to))}
        </p>
      )}

      <div className="mt-6">
        {report.isError && !report.isFetching ? (
          <RetryAlert message={refusal ?? t.loadFailed} retry={t.tryAgain} query={report} />
        ) : !data ? (
          <div className="flex min-h-48 items-center justify-center">
            <Spinner label={t.loading} />
          </div>
        ) : (
          <>
            <nav aria-label={t.sectionsNav} className="mb-4">
              <ul className="flex flex-wrap gap-2">
                {data.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#section-${section.id}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div aria-busy={report.isFetching} className={report.isPlaceholderData ? 'space-y-6 opacity-70 transition-opacity' : 'space-y-6'}>
              {data.sections.map((section) => (
                <AnalyticsSectionView key={section.id} section={section} exportUrl={(tableId) => exportHref(tableId, data.range)} />
              ))}
            </div>
          </>
        )}
      </div>
    </Container>
  );
}
