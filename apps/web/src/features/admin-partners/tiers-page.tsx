import { partnerTexts as t } from '@kusasa/domain/partner-texts';
import { useState } from 'react';
import type { TierConfig } from '@kusasa/domain/schemas/partners/tiers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { useTierConfigs, useUpdateTierConfig } from './api/pipeline';
import { CrmLayout, Empty, Loading } from './crm-layout';
import { money } from './format';
import { TierEditDialog } from './tier-edit-dialog';
import { RetryAlert } from '../../components/ui/load-failed';

/** /admin/partners/tiers: the tier configuration, cheapest first; a disabled tier is dimmed with a Disabled badge. */
export default function TiersPage({ title }: PageProps) {
  const query = useTierConfigs();
  const [editing, setEditing] = useState<TierConfig | null>(null);
  return (
    <CrmLayout title={title}>
      {!query.data && !query.isError ? (
        <Loading label="Loading tiers..." />
      ) : !query.data ? (
        <RetryAlert message="Failed to load tiers" retry={t.retry} query={query} />
      ) : query.data.length === 0 ? (
        <Empty>No tiers configured</Empty>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {query.data.map((tier) => (
            <li key={tier.id}>
              <TierCard tier={tier} onEdit={() => setEditing(tier)} />
            </li>
          ))}
        </ul>
      )}
      <TierEditDialog tier={editing} onClose={() => setEditing(null)} />
    </CrmLayout>
  );
}

function TierCard({ tier, onEdit }: { tier: TierConfig; onEdit: () => void }) {
  const update = useUpdateTierConfig();
  const headingId = `tier-${tier.id}`;
  const toggle = () =>
    update.mutate(
      { id: tier.id, active: !tier.active },
      {
        onSuccess: () => toast.success(t.tierUpdated),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not update the tier'),
      },
    );
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        !tier.active && 'opacity-60',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-950 dark:text-white">
          {tier.name}
        </h2>
        {!tier.active && <Badge tone="neutral">{t.disabled}</Badge>}
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-950 dark:text-white">
        {money(tier.monthlyFeeCents)} <span className="text-base font-normal text-slate-700 dark:text-slate-300">{t.perMonth}</span>
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-700 dark:text-slate-300">Applications a month</dt>
          <dd className="font-medium">{tier.maxApplications ?? t.unlimited}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-700 dark:text-slate-300">API calls an hour</dt>
          <dd className="font-medium">{tier.apiRateLimit ?? t.unlimited}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-700 dark:text-slate-300">Support</dt>
          <dd className="font-medium">{tier.supportLevel}</dd>
        </div>
      </dl>
      <ul className="mt-3 flex-1 list-disc pl-5 text-sm text-slate-800 dark:text-slate-200">
        {tier.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {/* A switch stays readable when the card is dimmed: the dimming is on the card, the label says the state. */}
      <div className="mt-4 flex items-center justify-between gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
          <input type="checkbox" role="switch" checked={tier.active} disabled={update.isPending} onChange={toggle} className="size-5 accent-emerald-700" />
          Active
        </label>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${tier.name}`}>
          Edit
        </Button>
      </div>
    </article>
  );
}
