import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { institutionListTexts as texts } from '@kusasa/domain/catalogue-texts';
import { referenceInstitutionCards } from '@kusasa/domain/catalogue/reference-institutions';
import type { PageProps } from '../../lib/page-props';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { useInstitutions } from '../../lib/catalogue/get-institutions';
import { CatalogueHeader } from './components/catalogue-header';
import { EmptyState } from './components/empty-state';
import { InstitutionCard, type ListedInstitution } from './components/institution-card';
import { InstitutionFilters, type InstitutionFilterValues } from './components/institution-filters';
import { LoadError } from './components/load-error';
import { institutionListQueryFrom, institutionListSearch } from './institution-params';

const NO_INSTITUTIONS: readonly ListedInstitution[] = [];
const slugOf = (institution: ListedInstitution) => institution.slug;

/** /institutions: active institutions by name, searchable and filterable; filters live in the URL. */
export default function InstitutionsPage({ title }: PageProps) {
  const [params, setParams] = useSearchParams();
  // The same reading of the address as the server's render of it (app/page-reads.ts).
  const fromAddress = institutionListQueryFrom(params);
  const [search, setSearch] = useState(fromAddress.search ?? '');
  const province = fromAddress.province ?? '';
  const type = fromAddress.type;
  const settledSearch = useDebouncedValue(search.trim(), 300);

  const query = useInstitutions({ search: settledSearch || undefined, province: province || undefined, type });
  const filtered = Boolean(settledSearch || province || type);
  // Until the live list arrives, the whole catalogue shows the reference one the build
  // prerendered it from, so the first paint (and a reader without JavaScript) has the rows.
  const rows: readonly ListedInstitution[] | undefined = query.data ?? (filtered || query.isError ? undefined : referenceInstitutionCards());
  const shown = useProgressiveList(rows ?? NO_INSTITUTIONS, { keyOf: slugOf });

  function onFiltersChange(values: InstitutionFilterValues) {
    setSearch(values.search);
    setParams(institutionListSearch(institutionListQueryFrom(new URLSearchParams(values))), { replace: true });
  }

  return (
    <Container className="py-8 sm:py-10">
      <CatalogueHeader apsCalculatorLink={texts.apsCalculatorLink}>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{texts.intro}</p>
      </CatalogueHeader>
      <div className="mt-6">
        <InstitutionFilters values={{ search, province, type: type ?? '' }} onChange={onFiltersChange} />
      </div>
      <div className="mt-6" aria-live="polite" aria-busy={query.isFetching}>
        {query.isError ? (
          <LoadError message={texts.loadFailed} retryLabel={texts.tryAgain} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : !rows ? (
          <Spinner label={texts.loading} />
        ) : rows.length === 0 ? (
          filtered ? (
            <EmptyState
              title={texts.noMatches}
              action={
                <Link to="/institutions" className={buttonVariants({ variant: 'outline' })} onClick={() => setSearch('')}>
                  {texts.clearFilters}
                </Link>
              }
            >
              {texts.noMatchesBody}
            </EmptyState>
          ) : (
            <EmptyState title={texts.empty}>{texts.emptyBody}</EmptyState>
          )
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">{texts.count(rows.length)}</p>
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((institution) => (
                <InstitutionCard key={institution.slug} institution={institution} />
              ))}
            </ul>
          </>
        )}
      </div>
    </Container>
  );
}
