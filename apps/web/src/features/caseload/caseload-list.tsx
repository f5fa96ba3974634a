import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import type { CaseloadQuery } from '@kusasa/domain/schemas/counselors/caseload';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CASELOAD_CSV_PATH, counselorKeys, getCaseload } from './api/caseload';
import { type CaseloadFilterValues, CaseloadFilters } from './caseload-filters';
import { CaseloadTable } from './caseload-table';
import { NudgeDialog } from './nudge-dialog';
import { RetryAlert } from '../../components/ui/load-failed';

const t = caseloadTexts.caseload;

/**
 * The caseload: filters (the name search waits for typing to stop), one page of learners, and paging;
 * the CSV of every learner, and a reminder to the learners ticked (on any page).
 */
export function CaseloadList() {
  const [filters, setFilters] = useState<CaseloadFilterValues>({});
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebouncedValue(search.trim());
  const settledSearch = search.trim() === '' ? '' : typed;
  const query: CaseloadQuery = { ...filters, ...(settledSearch ? { search: settledSearch } : {}), page };
  const caseload = useQuery({
    queryKey: counselorKeys.caseload(query),
    queryFn: ({ signal }) => getCaseload(query, signal),
    placeholderData: keepPreviousData,
  });
  const filtered = search.trim() !== '' || Object.values(filters).some((value) => value !== undefined);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [nudging, setNudging] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const rows = caseload.data?.learners ?? [];
  const toggle = (learnerId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(learnerId)) next.add(learnerId);
      return next;
    });
  const selectPage = () =>
    setSelected((current) => {
      const next = new Set(current);
      const all = rows.every((row) => current.has(row.learnerId));
      for (const row of rows) {
        if (all) next.delete(row.learnerId);
        else next.add(row.learnerId);
      }
      return next;
    });
  const done = (count: number) => {
    setNudging(false);
    setSelected(new Set());
    setSent(count);
  };

  const filter = (next: CaseloadFilterValues) => {
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
    <section aria-labelledby="caseload-title" className="grid min-w-0 gap-4">
      <h2 id="caseload-title" className="text-xl font-semibold text-slate-950 dark:text-white">
        {t.label}
      </h2>
      <CaseloadFilters values={filters} search={search} onChange={filter} onSearch={type} onClear={clear} />
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" disabled={selected.size === 0} onClick={() => setNudging(true)}>
          {caseloadTexts.nudge.open}
        </Button>
        <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={CASELOAD_CSV_PATH} download>
          {caseloadTexts.exportCsv}
        </a>
        {selected.size > 0 && <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{caseloadTexts.selected(selected.size)}</span>}
      </div>
      {sent !== null && <Alert tone="success">{caseloadTexts.nudge.sent(sent)}</Alert>}
      {nudging && <NudgeDialog learnerIds={[...selected]} onClose={() => setNudging(false)} onSent={done} />}
      <div className="min-w-0" aria-live="polite" aria-busy={caseload.isFetching}>
        {caseload.isPending ? (
          <Spinner label={t.loading} />
        ) : caseload.isError ? (
          <RetryAlert message={t.loadError} retry={caseloadTexts.retry} query={caseload} />
        ) : caseload.data.learners.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{filtered ? t.emptyFiltered : t.empty}</p>
        ) : (
          <>
            <CaseloadTable rows={caseload.data.learners} selected={selected} onToggle={toggle} onSelectPage={selectPage} />
            <Pagination
              page={caseload.data.page}
              pageSize={caseload.data.pageSize}
              total={caseload.data.total}
              shown={caseload.data.learners.length}
              onPage={setPage}
              noun={t.noun}
            />
          </>
        )}
      </div>
    </section>
  );
}
