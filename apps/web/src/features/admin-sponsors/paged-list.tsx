import type { ReactNode } from 'react';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';

const page = sponsorPageTexts.admin;

/** What a paged list needs of its query: the page it holds, and whether it is loading again. */
interface PagedQuery {
  data?: { total: number; pageSize: number };
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface PagedListProps {
  query: PagedQuery;
  /** How many rows the page shows (undefined until it has loaded). */
  shown: number | undefined;
  pageSize: number;
  failed: string;
  empty: string;
  noun: { one: string; many: string };
  pageNumber: number;
  onPage: (page: number) => void;
  children: ReactNode;
}

/** One tab of the sponsor admin: loading, a failure with retry, the empty line, or the table with its pages. */
export function PagedList({ query, shown, pageSize, failed, empty, noun, pageNumber, onPage, children }: PagedListProps) {
  if (!query.data && query.isError) {
    return (
      <Alert tone="error">
        <p>{failed}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {page.retry}
        </Button>
      </Alert>
    );
  }
  if (!query.data || shown === undefined) return <Spinner label={page.loading} />;
  if (shown === 0) {
    return (
      <p role="status" className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {empty}
      </p>
    );
  }
  return (
    <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-70' : undefined}>
      {children}
      <Pagination
        page={pageNumber}
        pageSize={query.data.pageSize || pageSize}
        total={query.data.total}
        shown={shown}
        onPage={onPage}
        noun={noun}
        pageLinks={5}
      />
    </div>
  );
}
