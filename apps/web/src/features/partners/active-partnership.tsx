import { Link } from 'react-router';
import { partnerLabels as labels, partnerPortalTexts as pt, partnerTexts as t } from '@kusasa/domain/partner-texts';
import type { PartnerDashboard } from '@kusasa/domain/schemas/partners/portal';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardText, CardTitle } from '../../components/ui/card';
import { day } from './format';

type ActiveDashboard = Extract<PartnerDashboard, { gate: 'active' }>;

/** An active partner's dashboard: its tier, integration and contract, and where its applications are. */
export function ActivePartnership({
  partner,
  tier,
  viewingOther,
}: {
  partner: ActiveDashboard['partner'];
  tier: ActiveDashboard['tier'];
  viewingOther: boolean;
}) {
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Card className="p-4">
          <CardTitle className="text-base">Tier</CardTitle>
          <p className="mt-1 text-xl font-bold">{tier?.name ?? labels.tiers[partner.tier]}</p>
          {tier && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {tier.maxApplications === null ? t.unlimited : `${tier.maxApplications}`} applications a month
            </p>
          )}
        </Card>
        <Card className="p-4">
          <CardTitle className="text-base">Integration</CardTitle>
          <p className="mt-1 text-xl font-bold">{labels.integrationStatuses[partner.integrationStatus]}</p>
          {partner.integrationComplete && <Badge className="mt-1">{t.integrationComplete}</Badge>}
        </Card>
        <Card className="p-4">
          <CardTitle className="text-base">Contract</CardTitle>
          <p className="mt-1 text-sm">
            {day(partner.contractStartDate)} – {day(partner.contractEndDate)}
          </p>
        </Card>
      </div>
      <Card>
        <CardTitle>Applications overview</CardTitle>
        <CardText>{pt.applicationsInInbox}</CardText>
        {!viewingOther && (
          <Link to="/institutions/applications" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
            {pt.openInbox}
          </Link>
        )}
        {tier && tier.features.length > 0 && (
          <>
            <p className="mt-4 font-semibold text-slate-950 dark:text-white">{pt.tierIncludes}</p>
            <ul className="mt-1 list-disc pl-5 text-slate-700 dark:text-slate-300">
              {tier.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </>
  );
}
