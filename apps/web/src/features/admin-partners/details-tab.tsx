import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import { PARTNER_TIERS, type PartnerTier } from '@kusasa/domain/rules/partners';
import type { Partner } from '@kusasa/domain/schemas/partners/partners';
import { Label } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useChangeTier } from './api/partners';
import { day, money, orDash, when } from './format';

/** The partner's fields, and the tier, which may be set freely to Basic, Standard or Premium (seed 002 section 4). */
export function DetailsTab({ partner }: { partner: Partner }) {
  const changeTier = useChangeTier(partner.id);
  const rows: [string, string][] = [
    ['Type', labels.types[partner.type]],
    ['Status', labels.statuses[partner.status]],
    ['Integration', labels.integrationStatuses[partner.integrationStatus]],
    ['Contact person', orDash(partner.contactPerson)],
    ['Contact email', orDash(partner.contactEmail)],
    ['Phone', orDash(partner.phone)],
    ['Website', orDash(partner.website)],
    ['Organisation type', orDash(partner.organizationType)],
    ['Annual investment', money(partner.annualInvestmentCents)],
    ['Contract start', day(partner.contractStartDate)],
    ['Contract end', day(partner.contractEndDate)],
    ['Created', when(partner.createdAt)],
  ];
  const onTier = (tier: PartnerTier) =>
    changeTier.mutate(tier, {
      onSuccess: () => toast.success(t.tierChanged),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not change the tier'),
    });

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="max-w-xs">
        <Label htmlFor="partner-tier-change">Tier</Label>
        <select
          id="partner-tier-change"
          value={changeTier.isPending && changeTier.variables ? changeTier.variables : partner.tier}
          disabled={changeTier.isPending}
          onChange={(event) => onTier(event.target.value as PartnerTier)}
          className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          {PARTNER_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {labels.tiers[tier]}
            </option>
          ))}
        </select>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="break-words text-slate-950 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
