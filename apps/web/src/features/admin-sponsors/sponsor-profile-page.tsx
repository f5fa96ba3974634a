import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { AdminSponsorProfile } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { authTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useSponsorProfile } from './api/hooks';
import { AllocationsTable } from './allocations-table';
import { Muted, Section } from './profile-section';
import { SponsorNotes } from './sponsor-notes';
import { SponsorPaymentHistory } from './sponsor-payment-history';

const page = sponsorPageTexts.admin;

function BackLink() {
  return (
    <Link to="/admin/sponsors" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      {page.backToSponsors}
    </Link>
  );
}

function ProfileDetails({ sponsor }: { sponsor: AdminSponsorProfile['sponsor'] }) {
  const rows: [string, string | null][] = [
    [page.email, sponsor.email],
    [page.phone, sponsor.phone],
    [page.contactPerson, sponsor.contactPerson],
    [page.organizationType, sponsor.type ? texts.types[sponsor.type] : sponsor.organizationType],
    [page.status, sponsor.status],
    [page.tier, sponsor.tier],
    [page.website, sponsor.website],
    [page.joined, formatLongDate(sponsor.createdAt)],
  ];
  return (
    <Card className="p-5">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{value ?? page.notGiven}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** /admin/sponsors/{id} (seed 002): profile, allocations, sponsor notes and payment history; 'Sponsor not found.' otherwise. */
export default function SponsorProfilePage({ title }: PageProps) {
  const { id = '' } = useParams();
  const profile = useSponsorProfile(id);
  const status = profile.error instanceof ApiError ? profile.error.status : null;

  if (profile.isPending) {
    return (
      <Container className="flex min-h-48 items-center justify-center py-8">
        <Spinner label={page.loading} />
      </Container>
    );
  }
  if (profile.isError) {
    return (
      <Container className="py-6 sm:py-8">
        <BackLink />
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        <Alert tone="error" className="mt-6">
          {status === 404 || status === 400 ? (
            <p>{texts.sponsorNotFound}</p>
          ) : status === 403 ? (
            <p>{authTexts.adminRequired}</p>
          ) : (
            <>
              <p>{page.loadSponsorsFailed}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void profile.refetch()}>
                {page.retry}
              </Button>
            </>
          )}
        </Alert>
      </Container>
    );
  }

  const { sponsor, allocations, notes, payments } = profile.data;
  return (
    <Container className="py-6 sm:py-8">
      <BackLink />
      <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-950 sm:text-3xl dark:text-white">{sponsor.name}</h1>
      <p className="text-slate-700 dark:text-slate-300">{title}</p>

      <Section id="sponsor-profile" title={texts.profileTitle}>
        <ProfileDetails sponsor={sponsor} />
      </Section>
      <Section id="sponsor-allocations" title={texts.allocationsTitle}>
        {allocations.length === 0 ? <Muted>{texts.emptyAllocations}</Muted> : <AllocationsTable allocations={allocations} showSponsor={false} />}
      </Section>
      <Section id="sponsor-notes" title={texts.notesTitle}>
        <SponsorNotes sponsorId={sponsor.id} notes={notes} />
      </Section>
      <Section id="sponsor-payments" title={texts.paymentHistoryTitle}>
        <SponsorPaymentHistory payments={payments} />
      </Section>
    </Container>
  );
}
