import { useState } from 'react';
import { SUPPORT_STATUSES, type SupportStatus } from '@kusasa/domain/rules/support';
import { supportTexts as texts } from '@kusasa/domain/support-texts';
import type { PageProps } from '../../lib/page-props';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useSupportRequests } from './api/admin-support';
import { SupportRequestCard } from './support-request-card';
import { RetryAlert } from '../../components/ui/load-failed';

type Filter = SupportStatus | 'all';
const filters: { key: Filter; label: string }[] = [
  { key: 'all', label: 'All' },
  ...SUPPORT_STATUSES.map((status) => ({ key: status, label: texts.statusLabels[status] })),
];

/** /admin/support (admins): the Contact Us requests, newest first, open or answered. */
export default function AdminSupportPage({ title }: PageProps) {
  const [filter, setFilter] = useState<Filter>('open');
  const query = useSupportRequests(filter);
  const { data } = query;
  return (
    <Container className="grid gap-5 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{texts.adminIntro}</p>
        {data && <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-200">{data.open} open</p>}
      </header>
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {filters.map((item) => (
          <button
            key={item.key}
            type="button"
            aria-pressed={filter === item.key}
            onClick={() => setFilter(item.key)}
            className={cn(
              'min-h-9 rounded-full border px-3.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
              filter === item.key
                ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-slate-950'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      {!data && !query.isError ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading support requests..." />
        </div>
      ) : !data ? (
        <RetryAlert message={texts.loadFailed} retry="Try again" query={query} />
      ) : data.requests.length === 0 ? (
        <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {texts.empty}
        </p>
      ) : (
        <ul className="grid gap-3" aria-busy={query.isFetching}>
          {data.requests.map((request) => (
            <SupportRequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </Container>
  );
}
