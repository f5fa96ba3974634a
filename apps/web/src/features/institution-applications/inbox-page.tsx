import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { learnerStatusLabels } from '@kusasa/domain/admission-texts';
import { inboxPageTexts as t } from '@kusasa/domain/inbox-texts';
import { INBOX_STATUSES } from '@kusasa/domain/rules/admissions';
import type { DecisionInput } from '@kusasa/domain/schemas/institution-applications/decisions';
import type { InboxQuery } from '@kusasa/domain/schemas/institution-applications/inbox';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { exportUrl, getInbox, inboxKeys, postBulkDecision } from './api/inbox';
import { DecisionForm } from './decision-form';
import { InboxFilters } from './inbox-filters';
import { InboxTable } from './inbox-table';
import { RetryAlert } from '../../components/ui/load-failed';

/** /institutions/applications: the inbox of the colleague's institution (issue 25). */
export default function InboxPage({ title }: PageProps) {
  const client = useQueryClient();
  const [query, setQuery] = useState<InboxQuery>({ sort: 'submitted-desc' });
  const [previous, setPrevious] = useState<(string | undefined)[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const settled = useDebouncedValue(query);
  const inbox = useQuery({ queryKey: inboxKeys.list(settled), queryFn: ({ signal }) => getInbox(settled, signal), placeholderData: (last) => last });
  const bulk = useMutation({
    mutationFn: (decision: DecisionInput) => postBulkDecision([...selected], decision),
    onSuccess: () => {
      setSelected(new Set());
      void client.invalidateQueries({ queryKey: inboxKeys.all });
    },
  });

  const filter = (next: InboxQuery) => {
    setPrevious([]);
    setQuery(next);
  };
  const rows = inbox.data?.applications ?? [];
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const failed = bulk.data?.results.filter((result) => !result.ok) ?? [];

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{inbox.data?.institutionName ?? title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>

      {inbox.data && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t.status}>
          {INBOX_STATUSES.map((status) => (
            <li key={status}>
              <Button
                size="sm"
                variant={query.status === status ? 'primary' : 'outline'}
                aria-pressed={query.status === status}
                onClick={() => filter({ ...query, status: query.status === status ? undefined : status, cursor: undefined })}
              >
                {learnerStatusLabels[status]} ({inbox.data.counts[status]})
              </Button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-4">
        <InboxFilters query={query} programmes={inbox.data?.programmes ?? []} onChange={filter} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={exportUrl(settled)} download>
          {t.exportCsv}
        </a>
        {selected.size > 0 && <span className="text-sm font-medium">{t.selected(selected.size)}</span>}
      </div>

      {inbox.data?.canDecide && selected.size > 0 && (
        <section aria-labelledby="bulk-title" className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h2 id="bulk-title" className="mb-3 font-semibold">
            {t.bulkDecide}
          </h2>
          <DecisionForm idPrefix="bulk" busy={bulk.isPending} onDecide={(input) => bulk.mutate(input)} />
        </section>
      )}
      {bulk.data && (
        <Alert tone={failed.length ? 'info' : 'success'} className="mt-4">
          <p>{t.bulkDone(bulk.data.results.length - failed.length, failed.length)}</p>
          {failed.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {failed.map((result) => (
                <li key={result.id}>{result.ok ? null : result.message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <div className="mt-6" aria-live="polite" aria-busy={inbox.isFetching}>
        {inbox.isPending ? (
          <Spinner label={t.loading} />
        ) : inbox.isError ? (
          <RetryAlert message={inbox.error.message || t.loadError} retry={t.retry} query={inbox} />
        ) : rows.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
        ) : (
          <InboxTable
            rows={rows}
            selected={selected}
            onToggle={toggle}
            onSelectPage={() => setSelected(allOnPage ? new Set() : new Set(rows.map((row) => row.id)))}
          />
        )}
      </div>

      <nav className="mt-4 flex flex-wrap gap-3" aria-label="Pages">
        <Button
          variant="outline"
          size="sm"
          disabled={previous.length === 0}
          onClick={() => {
            setQuery({ ...query, cursor: previous.at(-1) });
            setPrevious(previous.slice(0, -1));
          }}
        >
          {t.previousPage}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!inbox.data?.nextCursor}
          onClick={() => {
            setPrevious([...previous, query.cursor]);
            setQuery({ ...query, cursor: inbox.data?.nextCursor ?? undefined });
          }}
        >
          {t.nextPage}
        </Button>
      </nav>
    </Container>
  );
}
