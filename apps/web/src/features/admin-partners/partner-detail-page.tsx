import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { buttonVariants } from '../../components/ui/button';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { usePartner, useUpdatePartner } from './api/partners';
import { CrmLayout, Loading } from './crm-layout';
import { DetailsTab } from './details-tab';
import { IntegrationTab } from './integration-tab';
import { NotesTab } from './notes-tab';
import { StatusBadge } from './partner-badges';
import { PartnerForm } from './partner-form';
import { PaymentsTab } from './payments-tab';
import { RetryAlert } from '../../components/ui/load-failed';

const tabs = [
  { key: 'details', label: t.tabDetails },
  { key: 'integration', label: t.tabIntegration },
  { key: 'payments', label: t.tabPayments },
  { key: 'notes', label: t.tabNotes },
  { key: 'settings', label: t.tabSettings },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** /admin/partners/{id}: the Details, Integration, Payments, Notes, Settings reading (decision 0161). */
export default function PartnerDetailPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const query = usePartner(id);
  const [tab, setTab] = useState<TabKey>('details');
  const update = useUpdatePartner(id);
  const partner = query.data;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  if (!partner) {
    return (
      <CrmLayout title={title}>
        {!query.isError ? (
          <Loading label="Loading partner..." />
        ) : missing ? (
          <section aria-labelledby="partner-missing" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <h2 id="partner-missing" className="text-xl font-semibold text-slate-950 dark:text-white">
              {t.notFound}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t.notFoundDetail}</p>
            <Link to="/admin/partners" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
              {t.navPartners}
            </Link>
          </section>
        ) : (
          <RetryAlert message={t.notFoundOrUnavailable} retry={t.retry} query={query} />
        )}
      </CrmLayout>
    );
  }

  return (
    <CrmLayout title={partner.name}>
      <p className="-mt-4 mb-4 flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
        <span>
          {labels.types[partner.type]} · {labels.tiers[partner.tier]}
        </span>
        <StatusBadge status={partner.status} />
        <Link to={`/partner-dashboard?partner=${partner.id}`} className="ml-auto text-sm font-medium text-emerald-800 underline dark:text-emerald-300">
          View as the partner sees it
        </Link>
      </p>
      <TabList id="partner" label="Partner details" tabs={tabs} selected={tab} onSelect={setTab} className="flex-wrap" />
      <TabPanel id="partner" tabKey={tab} className="mt-6">
        {tab === 'details' && <DetailsTab partner={partner} />}
        {tab === 'integration' && <IntegrationTab partner={partner} />}
        {tab === 'payments' && <PaymentsTab partnerId={partner.id} />}
        {tab === 'notes' && <NotesTab partnerId={partner.id} />}
        {tab === 'settings' && (
          <PartnerForm
            key={partner.updatedAt}
            partner={partner}
            submitLabel="Save changes"
            busy={update.isPending}
            onSubmit={(body) => update.mutateAsync(body).then(() => toast.success(t.saved))}
          />
        )}
      </TabPanel>
    </CrmLayout>
  );
}
