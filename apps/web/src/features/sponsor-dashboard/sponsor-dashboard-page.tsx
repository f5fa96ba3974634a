import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorTexts } from '@kusasa/domain/sponsor-texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { StatusPage } from '../../components/ui/status-page';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useDownloadSponsorships, useSponsorDashboard } from './api/hooks';
import { CheckoutResult } from './checkout-result';
import { OpenRequests } from './open-requests';
import { SponsorshipsTable, SponsorTotals } from './sponsorships-table';

const page = sponsorPageTexts.dashboard;

/** The seed's 'Unauthenticated' with a login link, for any account that is not a sponsor's. */
function Unauthenticated() {
  return (
    <StatusPage
      title={sponsorTexts.unauthenticated}
      actions={
        <Link to="/sponsors/login" className={buttonVariants()}>
          {sponsorTexts.loginLink}
        </Link>
      }
    >
      <p>{page.unauthenticatedBody}</p>
    </StatusPage>
  );
}

/** Where PayFast sent the sponsor back to, if it did: the payment's reference and whether they cancelled. */
function useReturnFromPayFast() {
  const { search } = useLocation();
  const [found] = useState(() => {
    const params = new URLSearchParams(search);
    return { reference: params.get('m_payment_id'), cancelled: params.get('cancelled') === '1' };
  });
  return found;
}

/**
 * /sponsors/dashboard (seed 002): the sponsor's sponsorships (Application ID, Student ID, Sponsored
 * Amount, Status, Paid At) with totals and a CSV, the open requests they may fund through PayFast,
 * and (composed in app/pages) their receipts.
 */
export default function SponsorDashboardPage({ title, receipts }: PageProps & { receipts?: ReactNode }) {
  const session = useSession();
  const isSponsor = session.status === 'signed-in' && session.user.userType === 'sponsor';
  const dashboard = useSponsorDashboard(isSponsor);
  const download = useDownloadSponsorships();
  const returned = useReturnFromPayFast();
  const refused = dashboard.error instanceof ApiError && (dashboard.error.status === 401 || dashboard.error.status === 403);

  if (session.status === 'loading') return null;
  if (!isSponsor || refused) return <Unauthenticated />;

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{page.intro}</p>
      {returned.reference && <CheckoutResult reference={returned.reference} cancelled={returned.cancelled} />}

      <section aria-labelledby="my-sponsorships-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-sponsorships-title" className="text-xl font-bold text-slate-950 dark:text-white">
            {page.mySponsorships}
          </h2>
          {dashboard.data && dashboard.data.sponsorships.length > 0 && (
            <Button variant="outline" size="sm" disabled={download.isPending} aria-busy={download.isPending} onClick={() => download.mutate()}>
              <Download aria-hidden="true" />
              {sponsorTexts.exportCsv}
            </Button>
          )}
        </div>
        <div className="mt-4">
          {dashboard.isPending ? (
            <div className="flex min-h-32 items-center justify-center">
              <Spinner label={page.loading} />
            </div>
          ) : dashboard.isError ? (
            <Alert tone="error">
              <p>{page.loadFailed}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void dashboard.refetch()}>
                {sponsorPageTexts.admin.retry}
              </Button>
            </Alert>
          ) : (
            <div className="grid gap-4">
              <SponsorTotals totals={dashboard.data.totals} />
              {dashboard.data.sponsorships.length === 0 ? (
                <p
                  role="status"
                  className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
                >
                  {sponsorTexts.empty}
                </p>
              ) : (
                <SponsorshipsTable sponsorships={dashboard.data.sponsorships} />
              )}
            </div>
          )}
        </div>
      </section>

      <OpenRequests />
      {receipts}
    </Container>
  );
}
