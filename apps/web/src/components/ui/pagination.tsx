import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** The page numbers to offer: up to `count` links around the current page. */
export function pageWindow(page: number, pages: number, count: number): number[] {
  const size = Math.min(count, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
  /** What is counted, e.g. { one: 'document', many: 'documents' }; users unless given. */
  noun?: { one: string; many: string };
  /** When given, up to this many numbered page links sit between Previous and Next (seed 002: 5). */
  pageLinks?: number;
}

/** 'Showing 21–40 of 57 users' with Previous and Next; nothing to page through means no buttons. */
export function Pagination({ page, pageSize, total, shown, onPage, noun = { one: 'user', many: 'users' }, pageLinks }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <nav aria-label={`Pages of ${noun.many}`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Showing {first}–{first + shown - (shown === 0 ? 0 : 1)} of {total} {total === 1 ? noun.one : noun.many}
      </p>
      {pages > 1 && (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          {pageLinks ? (
            pageWindow(page, pages, pageLinks).map((number) => (
              <Button
                key={number}
                variant={number === page ? 'primary' : 'outline'}
                size="sm"
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => onPage(number)}
              >
                {number}
              </Button>
            ))
          ) : (
            <span className="text-sm text-slate-700 dark:text-slate-300">
              Page {page} of {pages}
            </span>
          )}
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
