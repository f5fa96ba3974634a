import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { matchesAuditSearch } from '@kusasa/domain/rules/audit-log';
import { adminTexts } from '@kusasa/domain/admin-texts';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { logFailure } from '../../lib/log';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useExportAuditLog } from './api/export-audit-log';
import { useAuditLog } from './api/get-audit-log';
import { ActivityLogTable } from './activity-log-table';
import { RetryAlert } from '../../components/ui/load-failed';

const LOAD_FAILED = 'The activity log could not be loaded.';

/**
 * The 'Admin Activity Log' tab (seed 000): search, Refresh, Export. The server searches (message,
 * action or target id, case-insensitive); the same rule filters the rows on screen as the admin types.
 */
export function ActivityLogTab() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const query = useAuditLog(search);
  const exportLog = useExportAuditLog();
  const entries = useMemo(() => (query.data ?? []).filter((entry) => matchesAuditSearch(entry, searchText)), [query.data, searchText]);

  // The seed: an activity fetch failure is logged only. The tab also says so, with a retry.
  const { error } = query;
  useEffect(() => {
    if (error) logFailure('could not load the activity log', error);
  }, [error]);

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <form role="search" className="min-w-0 flex-1" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            aria-label="Search activities"
            placeholder={adminTexts.activitySearchPlaceholder}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-emerald-400"
          />
        </form>
        <div className="flex gap-2">
          <Button
            variant="outline"
            aria-label="Refresh activity log"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-busy={query.isFetching}
          >
            <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
          <Button
            variant="outline"
            // The seed: Export does nothing when there are no rows, so it is not offered then.
            disabled={entries.length === 0 || exportLog.isPending}
            aria-busy={exportLog.isPending}
            onClick={() => exportLog.mutate(searchText.trim())}
          >
            <Download aria-hidden="true" />
            Export
          </Button>
        </div>
      </div>

      <div className="mt-4">
        {query.isPending ? (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner label="Loading activity..." />
          </div>
        ) : query.isError && !query.data ? (
          <RetryAlert message={LOAD_FAILED} retry="Try again" query={query} />
        ) : entries.length === 0 ? (
          <p
            role="status"
            className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
          >
            {adminTexts.activityEmpty}
          </p>
        ) : (
          <ActivityLogTable entries={entries} />
        )}
      </div>
    </div>
  );
}
