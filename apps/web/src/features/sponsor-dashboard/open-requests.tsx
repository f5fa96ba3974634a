import { useMemo, useState } from 'react';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import { randToCents } from '@kusasa/domain/rules/rand-input';
import { PROVINCES } from '@kusasa/domain/rules/regions';
import { SPONSORSHIP_MAX_PER_CHECKOUT, SPONSORSHIP_PURPOSES } from '@kusasa/domain/rules/sponsors';
import type { OpenRequest } from '@kusasa/domain/schemas/sponsors/funding';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts, sponsorTexts } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/field';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { type OpenRequestFilters, useFundRequests, useOpenRequests } from './api/hooks';

const page = sponsorPageTexts.dashboard;

interface FilterText {
  province: string;
  institution: string;
  purpose: string;
  min: string;
  max: string;
}
const noFilters: FilterText = { province: '', institution: '', purpose: '', min: '', max: '' };

/** The typed filters as the API's query; an amount that is not rand is left out (and flagged). */
function toQuery(text: FilterText): OpenRequestFilters {
  const province = PROVINCES.find((item) => item === text.province);
  const purpose = SPONSORSHIP_PURPOSES.find((item) => item === text.purpose);
  return {
    province,
    purpose,
    institution: text.institution.trim() || undefined,
    minAmountCents: randToCents(text.min) ?? undefined,
    maxAmountCents: randToCents(text.max) ?? undefined,
  };
}

const badAmount = (text: string) => (text.trim() && randToCents(text) === null ? sponsorshipTexts.amountNotNumber : undefined);

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={value ? 'text-slate-900 dark:text-slate-100' : 'text-slate-600 italic dark:text-slate-400'}>{value ?? sponsorTexts.notShared}</dd>
    </div>
  );
}

function RequestCard({
  request,
  selected,
  onSelect,
  onFund,
  busy,
}: {
  request: OpenRequest;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onFund: () => void;
  busy: boolean;
}) {
  const amount = formatZar(request.requestedAmountCents);
  const who = request.shared.firstName ?? page.aLearner;
  const checkboxId = `select-${request.id}`;
  return (
    <li>
      <article
        aria-labelledby={`${checkboxId}-title`}
        className={`rounded-xl border p-4 ${selected ? 'border-emerald-600 bg-emerald-50/60 dark:border-emerald-400 dark:bg-emerald-950/30' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'}`}
      >
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={fillText(page.selectRequest, { amount, who })}
            className="mt-1 size-5 shrink-0 accent-emerald-700 dark:accent-emerald-400"
          />
          <div className="min-w-0 flex-1">
            <h3 id={`${checkboxId}-title`} className="text-lg font-bold text-slate-950 dark:text-white">
              {amount} <span className="text-base font-medium text-slate-700 dark:text-slate-300">· {sponsorshipTexts.purposes[request.purpose]}</span>
            </h3>
            {/* Which kind of identity check the learner passed (issue 32), in its exact words. */}
            <IdentityCheckBadge check={request.identityCheck} size="sm" className="mt-1" />
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
              <Detail label="First name" value={request.shared.firstName} />
              <Detail label={sponsorTexts.filters.province} value={request.shared.province} />
              <Detail label="APS band" value={request.shared.apsBand} />
              <Detail label="Programme" value={request.shared.programme} />
              <Detail label={sponsorTexts.filters.institution} value={request.shared.institution} />
              <Detail label="Asked on" value={formatLongDate(request.createdAt)} />
            </dl>
          </div>
        </div>
        <div className="mt-3 flex justify-end">
          <Button size="sm" variant="outline" disabled={busy} onClick={onFund} aria-label={`${sponsorTexts.fundOne} ${amount} for ${who}`}>
            {sponsorTexts.fundOne}
          </Button>
        </div>
      </article>
    </li>
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
  const setFilter = (name: keyof FilterText) => (event: { target: { value: string } }) => setFilters((current) => ({ ...current, [name]: event.target.value }));
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
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

      <form
        role="search"
        aria-label={page.filtersLegend}
        onSubmit={(event) => event.preventDefault()}
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <SelectField
          id="filter-province"
          label={sponsorTexts.filters.province}
          placeholder={page.allProvinces}
          value={filters.province}
          options={PROVINCES.map((province) => ({ value: province, label: province }))}
          onChange={setFilter('province')}
        />
        <InputField
          id="filter-institution"
          type="search"
          label={sponsorTexts.filters.institution}
          placeholder={page.institutionPlaceholder}
          autoComplete="off"
          value={filters.institution}
          onChange={setFilter('institution')}
        />
        <SelectField
          id="filter-purpose"
          label={sponsorTexts.filters.purpose}
          placeholder={page.allPurposes}
          value={filters.purpose}
          options={SPONSORSHIP_PURPOSES.map((purpose) => ({ value: purpose, label: sponsorshipTexts.purposes[purpose] }))}
          onChange={setFilter('purpose')}
        />
        <InputField
          id="filter-min"
          label={sponsorTexts.filters.minAmount}
          inputMode="decimal"
          autoComplete="off"
          value={filters.min}
          error={badAmount(filters.min)}
          onChange={setFilter('min')}
        />
        <InputField
          id="filter-max"
          label={sponsorTexts.filters.maxAmount}
          inputMode="decimal"
          autoComplete="off"
          value={filters.max}
          error={badAmount(filters.max)}
          onChange={setFilter('max')}
        />
      </form>
      {filters !== noFilters && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setFilters(noFilters)}>
          {page.clearFilters}
        </Button>
      )}

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
              <RequestCard
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
        <div className="sticky bottom-20 z-10 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-600 bg-white p-3 shadow-lg sm:bottom-4 dark:border-emerald-400 dark:bg-slate-900">
          <p role="status" className="font-semibold text-slate-900 dark:text-white">
            {fillText(page.selected, { count: String(chosen.length), amount: formatZar(chosenTotal) })}
          </p>
          <Button
            disabled={fund.isPending || fund.isSuccess || chosen.length > SPONSORSHIP_MAX_PER_CHECKOUT}
            aria-busy={fund.isPending}
            onClick={() => start(chosen.map((request) => request.id))}
          >
            {fund.isPending || fund.isSuccess ? page.funding : sponsorTexts.fundSelected}
          </Button>
          {chosen.length > SPONSORSHIP_MAX_PER_CHECKOUT && <p className="w-full text-sm text-red-700 dark:text-red-400">{sponsorTexts.tooManyRequests}</p>}
        </div>
      )}
    </section>
  );
}
