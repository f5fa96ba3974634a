import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { nsfasWorkspaceTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import type { NsfasQueueQuery } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { getQueue, nsfasKeys } from './api/nsfas';
import { type QueueFilterValues, QueueFilters } from './queue-filters';
import { QueueTable } from './queue-table';
import { RetryAlert } from '../../components/ui/load-failed';

const hasFilters = (filters: QueueFilterValues, search: string) => search.trim() !== '' || Object.values(filters).some((value) => value !== undefined);

/** The queue: filters (the name search waits for typing to stop), the learners of one page, and paging. */
export function NsfasQueue() {
  const [filters, setFilters] = useState<QueueFilterValues>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebouncedValue(search.trim());
  // Typing waits for a pause; an emptied box counts at once.
  const settledSearch = search.trim() === '' ? '' : typed;
  const query: NsfasQueueQuery = { ...filters, ...(settledSearch ? { search: settledSearch } : {}), page };
  const queue = useQuery({ queryKey: nsfasKeys.queue(query), queryFn: ({ signal }) => getQueue(query, signal), placeholderData: keepPreviousData });

  const filter = (next: QueueFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const type = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const clear = () => {
    setFilters({});
    setSearch('');
    setPage(1);
  };

  return (
    <section aria-label={t.queueLabel} className="mt-6">
      <QueueFilters values={filters} search={search} onChange={filter} onSearch={type} onClear={clear} />
      <div className="mt-6" aria-live="polite" aria-busy={queue.isFetching}>
        {queue.isPending ? (
          <Spinner label={t.loading} />
        ) : queue.isError ? (
          <RetryAlert message={queue.error.message || t.loadError} retry={t.retry} query={queue} />
        ) : queue.data.learners.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{hasFilters(filters, search) ? t.emptyFiltered : t.empty}</p>
        ) : (
          <>
            <QueueTable rows={queue.data.learners} />
            <Pagination
              page={queue.data.page}
              pageSize={queue.data.pageSize}
              total={queue.data.total}
              shown={queue.data.learners.length}
              onPage={setPage}
              noun={t.noun}
            />
          </>
        )}
      </div>
    </section>
  );
}
