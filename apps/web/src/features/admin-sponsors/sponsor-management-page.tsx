import { Download, Layers, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_SPONSORS_PAGE_SIZE } from '@kusasa/domain/rules/sponsors';
import type { Allocation } from '@kusasa/domain/schemas/sponsors/allocations';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { authTexts, fillText } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Container } from '../../components/ui/container';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useExportCsv } from './api/export-csv';
import { useAdminSponsors, useAllocations, useDeleteAllocation } from './api/hooks';
import { AllocationDialog } from './allocation-dialog';
import { AllocationsTable } from './allocations-table';
import { PagedList } from './paged-list';
import { SponsorCounters } from './sponsor-counters';
import { type AllocationStatusFilter, type SponsorFilterType, SponsorSearchForm } from './sponsor-search-form';
import { SponsorsTable } from './sponsors-table';

const page = sponsorPageTexts.admin;
type Tab = 'allocations' | 'sponsors';
const TABS = [
  { key: 'allocations', label: texts.tabAllocations },
  { key: 'sponsors', label: texts.tabSponsors },
] as const;

/**
 * /admin/sponsors (seed 002): tabs 'Student Allocations' and 'Sponsors List', search, the type
 * filter, the four counters, Add Allocation with edit and delete, Export CSV and the disabled
 * 'Bulk Operations (soon)'.
 */
export default function SponsorManagementPage({ title }: PageProps) {
  const [tab, setTab] = useState<Tab>('allocations');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim()) || undefined;
  const [type, setType] = useState<SponsorFilterType | undefined>(undefined);
  const [status, setStatus] = useState<AllocationStatusFilter | undefined>(undefined);
  const [pageNumber, setPageNumber] = useState(1);
  // A new tab, search or filter starts again at the first page (compared during render).
  const filterKey = `${tab}|${search ?? ''}|${type ?? ''}|${status ?? ''}`;
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (lastFilterKey !== filterKey) {
    setLastFilterKey(filterKey);
    setPageNumber(1);
  }

  const allocations = useAllocations({ search, status, page: pageNumber }, tab === 'allocations');
  const sponsors = useAdminSponsors({ search, type, page: pageNumber }, tab === 'sponsors');
  const remove = useDeleteAllocation();
  const exportCsv = useExportCsv();
  const [editing, setEditing] = useState<{ allocation: Allocation | null } | null>(null);
  const [deleting, setDeleting] = useState<Allocation | null>(null);

  // The seed's 'Failed to fetch allocation: {message}', once per failed load.
  const { errorUpdatedAt, error } = allocations;
  useEffect(() => {
    if (!errorUpdatedAt || !error) return;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    toast.error(fillText(texts.fetchFailed, { message: error.message }));
  }, [errorUpdatedAt, error]);

  const forbidden = [allocations.error, sponsors.error].some((failure) => failure instanceof ApiError && failure.status === 403);
  const startExport = () =>
    exportCsv.mutate(tab === 'allocations' ? { kind: 'allocations', query: { search, status } } : { kind: 'sponsors', query: { search, type } });

  if (forbidden) {
    return (
      <Container className="py-6 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        <Alert tone="error" className="mt-6">
          {authTexts.adminRequired}
        </Alert>
      </Container>
    );
  }

  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
          <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{page.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing({ allocation: null })}>
            <Plus aria-hidden="true" />
            {texts.addAllocation}
          </Button>
          <Button variant="outline" onClick={startExport} disabled={exportCsv.isPending} aria-busy={exportCsv.isPending}>
            <Download aria-hidden="true" />
            {texts.exportCsv}
          </Button>
          <Button variant="outline" disabled>
            <Layers aria-hidden="true" />
            {texts.bulkOperations}
          </Button>
        </div>
      </div>

      <SponsorCounters />

      <TabList id="sponsor-tabs" label={title} tabs={TABS} selected={tab} onSelect={setTab} className="mt-8" />
      <TabPanel id="sponsor-tabs" tabKey={tab} className="mt-4">
        <SponsorSearchForm tab={tab} searchText={searchText} onSearchText={setSearchText} type={type} onType={setType} status={status} onStatus={setStatus} />

        <div className="mt-4">
          {tab === 'allocations' ? (
            <PagedList
              query={allocations}
              shown={allocations.data?.allocations.length}
              pageSize={ADMIN_SPONSORS_PAGE_SIZE}
              failed={fillText(texts.fetchFailed, { message: allocations.error?.message ?? '' })}
              empty={texts.emptyAllocations}
              noun={{ one: 'allocation', many: 'allocations' }}
              pageNumber={pageNumber}
              onPage={setPageNumber}
            >
              {allocations.data && (
                <AllocationsTable allocations={allocations.data.allocations} onEdit={(allocation) => setEditing({ allocation })} onDelete={setDeleting} />
              )}
            </PagedList>
          ) : (
            <PagedList
              query={sponsors}
              shown={sponsors.data?.sponsors.length}
              pageSize={ADMIN_SPONSORS_PAGE_SIZE}
              failed={page.loadSponsorsFailed}
              empty={texts.emptySponsors}
              noun={{ one: 'sponsor', many: 'sponsors' }}
              pageNumber={pageNumber}
              onPage={setPageNumber}
            >
              {sponsors.data && <SponsorsTable sponsors={sponsors.data.sponsors} />}
            </PagedList>
          )}
        </div>
      </TabPanel>

      <AllocationDialog open={editing !== null} allocation={editing?.allocation ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={page.delete}
        question={texts.deleteConfirm}
        confirm={page.delete}
        cancel={page.cancel}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </Container>
  );
}
