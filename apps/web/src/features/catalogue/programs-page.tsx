import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { programmeListTexts as texts, sittingLabels } from '@kusasa/domain/catalogue-texts';
import type { MarksSitting, ProgrammeEligibility } from '@kusasa/domain/schemas/my-aps';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { useInstitutions } from '../../lib/catalogue/get-institutions';
import { useProgrammes } from '../../lib/catalogue/get-programmes';
import { AddMarksPrompt } from './components/add-marks-prompt';
import { CatalogueHeader } from './components/catalogue-header';
import { EmptyState } from './components/empty-state';
import { LoadError } from './components/load-error';
import { ProgrammeFilters, type ProgrammeFilterValues } from './components/programme-filters';
import { type EligibilityMarkComponent, ProgrammeGroup } from './components/programme-group';
import { groupProgrammes } from './group-programmes';

const GROUPS_PER_PAGE = 8;

/** The signed-in student's eligibility per programme, as the APS feature reads it; off for other account types. */
export type ProgrammesEligibility =
  | { state: 'off' | 'loading' | 'error' | 'no-marks' }
  | { state: 'ready'; sitting: MarksSitting | null; byProgramme: ReadonlyMap<string, ProgrammeEligibility> };

export interface ProgramsPageProps extends PageProps {
  eligibility: ProgrammesEligibility;
  EligibilityMark: EligibilityMarkComponent;
}

/** /programs: active programmes under their active institutions, with the student's eligibility (composed in app/pages). */
export function ProgramsPage({ title, eligibility, EligibilityMark }: ProgramsPageProps) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const institutionId = params.get('institution') ?? '';
  const settledSearch = useDebouncedValue(search, 250);
  const institutions = useInstitutions();
  const programmes = useProgrammes();

  const groups = useMemo(
    () => (institutions.data && programmes.data ? groupProgrammes(institutions.data, programmes.data, { search: settledSearch, institutionId }) : []),
    [institutions.data, programmes.data, settledSearch, institutionId],
  );
  // Institution groups render a few at a time (each holds many programme rows), and only up to
  // `limit`: the whole catalogue at once is thousands of rows, too many for a cheap phone (issue 26).
  const [limit, setLimit] = useState({ groups, count: GROUPS_PER_PAGE });
  if (limit.groups !== groups) setLimit({ groups, count: GROUPS_PER_PAGE });
  const limited = useMemo(() => groups.slice(0, limit.count), [groups, limit.count]);
  const shownGroups = useProgressiveList(limited, { first: 4, step: 8, keyOf: (group) => group.institution.id });
  const withProgrammes = useMemo(() => {
    const offering = new Set(programmes.data?.map((programme) => programme.institutionId));
    return (institutions.data ?? []).filter((institution) => offering.has(institution.id));
  }, [institutions.data, programmes.data]);
  const failed = institutions.isError || programmes.isError;
  const total = programmes.data?.length ?? 0;

  function onFiltersChange(values: ProgrammeFilterValues) {
    setSearch(values.search);
    if (values.institutionId !== institutionId) setParams(values.institutionId ? { institution: values.institutionId } : {}, { replace: true });
  }

  function retry() {
    if (institutions.isError) void institutions.refetch();
    if (programmes.isError) void programmes.refetch();
  }

  return (
    <Container className="py-6 sm:py-8">
      <CatalogueHeader apsCalculatorLink={texts.apsCalculatorLink}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{texts.intro}</p>
      </CatalogueHeader>

      {failed && (
        <Alert tone="error" className="mt-4">
          {texts.banner}
        </Alert>
      )}
      <div className="mt-4 grid gap-3">
        {eligibility.state === 'no-marks' && <AddMarksPrompt />}
        {eligibility.state === 'error' && <Alert tone="info">{texts.eligibilityFailed}</Alert>}
        {eligibility.state === 'ready' && eligibility.sitting && (
          <p className="text-sm text-slate-700 dark:text-slate-300">{texts.eligibilityFrom(sittingLabels[eligibility.sitting])}</p>
        )}
      </div>

      <div className="mt-4">
        <ProgrammeFilters values={{ search, institutionId }} institutions={withProgrammes} onChange={onFiltersChange} />
      </div>

      <div className="mt-6 grid gap-8" aria-busy={institutions.isFetching || programmes.isFetching}>
        {failed ? (
          <LoadError message={texts.loadFailed} retryLabel={texts.tryAgain} onRetry={retry} retrying={institutions.isFetching || programmes.isFetching} />
        ) : institutions.isPending || programmes.isPending ? (
          <Spinner label={texts.loading} />
        ) : total === 0 ? (
          <EmptyState title={texts.empty} />
        ) : groups.length === 0 ? (
          <EmptyState title={texts.noMatches} />
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {texts.count(groups.reduce((sum, group) => sum + group.programmes.length, 0))}
            </p>
            {shownGroups.map((group) => (
              <ProgrammeGroup
                key={group.institution.id}
                institution={group.institution}
                programmes={group.programmes}
                eligibility={eligibility.state === 'ready' ? eligibility.byProgramme : undefined}
                EligibilityMark={EligibilityMark}
              />
            ))}
            {groups.length > limited.length && (
              <Button variant="outline" className="justify-self-start" onClick={() => setLimit({ groups, count: limit.count + GROUPS_PER_PAGE })}>
                {texts.showMoreInstitutions(limited.length, groups.length)}
              </Button>
            )}
          </>
        )}
      </div>
    </Container>
  );
}
