import { useMemo, useState } from 'react';
import { formatZar } from '@kusasa/domain/rules/money';
import { SPONSORSHIP_MAX_PER_CHECKOUT } from '@kusasa/domain/rules/sponsors';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorTexts } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { setWith } from '../../lib/set-with';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFundRequests, useOpenRequests } from './api/hooks';
import { OpenRequestCard } from './open-request-card';
import { type FilterText, noFilters, OpenRequestFilterForm, toQuery } from './open-request-filters';

const page = sponsorPageTexts.dashboard;

/** The bar under the list while requests are ticked: how many, their total, and one payment for them all. */
function FundSelectedBar({
  count,
  totalCents,
  busy,
  pending,
  onFund,
}: {
  count: number;
  totalCents: number;
  busy: boolean;
  pending: boolean;
  onFund: () => void;
}) {
  return (
    <div className="sticky bottom-20 z-10 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-600 bg-white p-3 shadow-lg sm:bottom-4 dark:border-emerald-400 dark:bg-slate-900">
      <p role="status" className="font-semibold text-slate-900 dark:text-white">
        {fillText(page.selected, { count: String(count), amount: formatZar(totalCents) })}
      </p>
      <Button disabled={busy || count > SPONSORSHIP_MAX_PER_CHECKOUT} aria-busy={pending} onClick={onFund}>
        {busy ? page.funding : sponsorTexts.fundSelected}
      </Button>
      {count > SPONSORSHIP_MAX_PER_CHECKOUT && <p className="w-full text-sm text-red-700 dark:text-red-400">{sponsorTexts.tooManyRequests}</p>}
    </div>
  );
}

/** Open requests with filters; the sponsor ticks one or several and pays for them in one PayFast payment. */
export function OpenRequests() {
  const [filters, setFilters] = useState<FilterText>(noFilters);
  // Debounced as typed (a stable object until it changes), then turned into the API's query.
  const settled = useDebouncedValue(filters);
  const query = useOpenRequests(
    useMemo(() => toQuery(settled), [settled]),
    true,
  );
  const fund = useFundRequests();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const requests = query.data?.requests ?? [];
  // Only what is still on the list counts (a filter may have hidden or the server removed a request).
  const chosen = requests.filter((request) => selected.has(request.id));
  const chosenTotal = chosen.reduce((sum, request) => sum + request.requestedAmountCents, 0);
  const select = (id: string, on: boolean) => setSelected((current) => setWith(current, id, on));
  const start = (ids: string[]) => {
    fund.reset();
    fund.mutate(ids);
  };
  const fundError = fund.error instanceof ApiError && fund.error.status >= 400 && fund.error.status < 500 ? fund.error.message : page.fundFailed;

  return (
    <section aria-labelledby="open-requests-title" className="mt-10">
      <h2 id="open-requests-title" className="text-xl font-bold text-slate-950 dark:text-white">
        {sponsorTexts.openRequestsTitle}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{page.openRequestsHint}</p>

      <OpenRequestFilterForm filters={filters} setFilters={setFilters} />

      {fund.isError && (
        <Alert tone="error" className="mt-4">
          {fundError}
        </Alert>
      )}

      <div className="mt-4">
        {query.isPending ? (
          <Spinner label={page.openLoading} />
        ) : query.isError && !query.data ? (
          <Alert tone="error">
            <p>{page.openLoadFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              {sponsorPageTexts.admin.retry}
            </Button>
          </Alert>
        ) : requests.length === 0 ? (
          <p
            role="status"
            className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
          >
            {sponsorTexts.openRequestsEmpty}
          </p>
        ) : (
          <ul aria-busy={query.isFetching} className={`grid gap-3 ${query.isPlaceholderData ? 'opacity-70' : ''}`}>
            {requests.map((request) => (
              <OpenRequestCard
                key={request.id}
                request={request}
                selected={selected.has(request.id)}
                onSelect={(on) => select(request.id, on)}
                onFund={() => start([request.id])}
                busy={fund.isPending || fund.isSuccess}
              />
            ))}
          </ul>
        )}
      </div>

      {chosen.length > 0 && (
        <FundSelectedBar
          count={chosen.length}
          totalCents={chosenTotal}
          busy={fund.isPending || fund.isSuccess}
          pending={fund.isPending}
          onFund={() => start(chosen.map((request) => request.id))}
        />
      )}
    </section>
  );
}
