import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { caseloadTexts } from '@kusasa/domain/counselor-page-texts';
import type { CaseloadQuery } from '@kusasa/domain/schemas/counselors/caseload';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { counselorKeys, getCaseload } from './api/caseload';
import { type CaseloadFilterValues, CaseloadFilters } from './caseload-filters';
import { CaseloadTable } from './caseload-table';

const t = caseloadTexts.caseload;

/** The caseload: filters (the name search waits for typing to stop), one page of learners, and paging. */
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
      <div className="min-w-0" aria-live="polite" aria-busy={caseload.isFetching}>
        {caseload.isPending ? (
          <Spinner label={t.loading} />
        ) : caseload.isError ? (
          <Alert tone="error">
            <p>{t.loadError}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void caseload.refetch()}>
              {caseloadTexts.retry}
            </Button>
          </Alert>
        ) : caseload.data.learners.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{filtered ? t.emptyFiltered : t.empty}</p>
        ) : (
          <>
            <CaseloadTable rows={caseload.data.learners} />
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
