import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { partnerLabels as labels, partnerPortalTexts as pt, partnerTexts as t } from '@kusasa/domain/partner-texts';
import type { PartnerDashboard } from '@kusasa/domain/schemas/partners/portal';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardText, CardTitle } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { useSession } from '../../lib/session';
import { usePartnerDashboard } from './api/portal';
import { ActivePartnership } from './active-partnership';
import { money } from './format';
import { PartnerPaymentsTable } from './partner-payments-table';

/**
 * /partner-dashboard (seed 002 section 4, decision 0163): signed out went to /partner/login
 * (the route's access rule); no partner record, a register prompt; not active, the payment
 * prompt; active, the dashboard. Admins own none: they open a partner's with ?partner={id}.
 */
export default function PartnerDashboardPage({ title, receipts }: PageProps & { receipts?: ReactNode }) {
  const [params] = useSearchParams();
  const partnerId = params.get('partner');
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.userType === 'admin';
  const query = usePartnerDashboard(partnerId);
  const data = query.data;
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  return (
    <Container className="max-w-4xl py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <div className="mt-6">
        {!data && !query.isError ? (
          <div className="flex min-h-48 items-center justify-center">
            <Spinner label="Loading your partnership..." />
          </div>
        ) : notFound ? (
          <Alert tone="error">
            <p className="font-semibold">{t.notFound}</p>
            <p>{t.notFoundDetail}</p>
          </Alert>
        ) : !data ? (
          <Alert tone="error">
            <p>{t.notFoundOrUnavailable}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        ) : (
          <Gate dashboard={data} isAdmin={isAdmin} viewingOther={partnerId !== null} />
        )}
      </div>
      {partnerId === null && data && data.gate !== 'no-partner' && receipts}
    </Container>
  );
}

function Gate({ dashboard, isAdmin, viewingOther }: { dashboard: PartnerDashboard; isAdmin: boolean; viewingOther: boolean }) {
  if (dashboard.gate === 'no-partner') {
    if (isAdmin) {
      return (
        <Card>
          <CardTitle>Partner dashboards</CardTitle>
          <CardText>Admins open a partner&apos;s dashboard from its page in the partner CRM.</CardText>
          <Link to="/admin/partners" className={buttonVariants({ className: 'mt-4' })}>
            Open the partner CRM
          </Link>
        </Card>
      );
    }
    return (
      <Card>
        <CardTitle>Become a partner</CardTitle>
        <CardText>{pt.registerPrompt}</CardText>
        <Link to="/partner/register" className={buttonVariants({ className: 'mt-4' })}>
          Register your organisation
        </Link>
      </Card>
    );
  }

  const { partner, tier, payments } = dashboard;
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="partner-name" className="flex flex-wrap items-center gap-3">
        <h2 id="partner-name" className="text-xl font-semibold text-slate-950 dark:text-white">
          {partner.name}
        </h2>
        <Badge tone={partner.status === 'active' ? 'brand' : 'accent'}>{labels.statuses[partner.status]}</Badge>
        <span className="text-slate-700 dark:text-slate-300">
          {labels.types[partner.type]} · {tier?.name ?? labels.tiers[partner.tier]}
        </span>
      </section>

      {dashboard.gate === 'payment-required' ? (
        <Card>
          <CardTitle>Activate your partnership</CardTitle>
          <CardText>{pt.paymentPrompt}</CardText>
          {tier ? (
            <p className="mt-3 text-lg font-semibold text-slate-950 dark:text-white">
              {tier.name}: {money(tier.monthlyFeeCents)} {t.perMonth}
            </p>
          ) : (
            <p className="mt-3 text-slate-700 dark:text-slate-300">{pt.tierUnavailable}</p>
          )}
          {!viewingOther && tier && (
            <Link to="/partner/checkout" className={buttonVariants({ className: 'mt-4' })}>
              Pay subscription
            </Link>
          )}
        </Card>
      ) : (
        <ActivePartnership partner={partner} tier={tier} viewingOther={viewingOther} />
      )}
      <PartnerPaymentsTable payments={payments} />
    </div>
  );
}
