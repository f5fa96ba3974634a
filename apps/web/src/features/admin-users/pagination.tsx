import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** 'Showing 21–40 of 57 users' with Previous and Next; nothing to page through means no buttons. */
export function Pagination({ page, pageSize, total, shown, onPage }: { page: number; pageSize: number; total: number; shown: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <nav aria-label="Pages of users" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Showing {first}–{first + shown - (shown === 0 ? 0 : 1)} of {total} {total === 1 ? 'user' : 'users'}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-slate-700 dark:text-slate-300">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
