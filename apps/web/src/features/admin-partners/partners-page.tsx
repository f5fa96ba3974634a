import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { PARTNER_TYPE_FILTER_OPTIONS, type PartnerType } from '@kusasa/domain/rules/partners';
import type { Partner } from '@kusasa/domain/schemas/partners/partners';
import { Button, buttonVariants } from '../../components/ui/button';
import { InputField, Label } from '../../components/ui/field';
import type { PageProps } from '../../lib/page-props';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePartners } from './api/partners';
import { CrmLayout, Empty, Loading } from './crm-layout';
import { IntegrationBadge, StatusBadge } from './partner-badges';
import { RetryAlert } from '../../components/ui/load-failed';

/** /admin/partners (seed 002): search by name or email, filter by type, a card per partner. */
export default function PartnersPage({ title }: PageProps) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [type, setType] = useState<PartnerType | ''>('');
  const query = usePartners({ search: search || undefined, type: type || undefined });
  const { data } = query;

  return (
    <CrmLayout
      title={title}
      actions={
        <div className="flex flex-wrap gap-2">
          {/* The seed shows onboarding as not ready yet. */}
          <Button variant="outline" disabled>
            {t.onboardingSoon}
          </Button>
          <Link to="/admin/partners/new" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            {t.addPartner}
          </Link>
        </div>
      }
    >
      <form role="search" className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_14rem]" onSubmit={(event) => event.preventDefault()}>
        <InputField
          id="partner-search"
          type="search"
          label="Search partners"
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <div>
          <Label htmlFor="partner-type">Type</Label>
          <select
            id="partner-type"
            value={type}
            onChange={(event) => setType(event.target.value as PartnerType | '')}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          >
            <option value="">{t.allTypes}</option>
            {PARTNER_TYPE_FILTER_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {labels.types[option]}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="mt-6" aria-busy={query.isFetching}>
        {!data && !query.isError ? (
          <Loading label="Loading partners..." />
        ) : !data ? (
          <RetryAlert message={t.loadFailed} retry={t.retry} query={query} />
        ) : data.partners.length === 0 ? (
          <Empty>{t.empty}</Empty>
        ) : (
          <ul className={`grid gap-4 md:grid-cols-2 ${query.isPlaceholderData ? 'opacity-70' : ''}`}>
            {data.partners.map((partner) => (
              <li key={partner.id}>
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </CrmLayout>
  );
}

function PartnerCard({ partner }: { partner: Partner }) {
  return (
    <Link
      to={`/admin/partners/${partner.id}`}
      className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="block text-lg font-semibold break-words text-slate-950 dark:text-white">{partner.name}</span>
      <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
        {labels.types[partner.type]} · {labels.tiers[partner.tier]}
      </span>
      {partner.contactEmail && <span className="mt-1 block text-sm break-all text-slate-700 dark:text-slate-300">{partner.contactEmail}</span>}
      <span className="mt-3 flex flex-wrap gap-2">
        <StatusBadge status={partner.status} />
        <IntegrationBadge status={partner.integrationStatus} />
      </span>
    </Link>
  );
}
