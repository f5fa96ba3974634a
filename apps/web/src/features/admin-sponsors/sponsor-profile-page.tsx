import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatListDate, formatLongDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import type { AdminSponsorProfile } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { authTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { FieldError, fieldErrorId, Label } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { ApiError } from '../../lib/api-client';
import { useAddSponsorNote, useSponsorProfile } from './api/hooks';
import { AllocationsTable } from './allocations-table';

const page = sponsorPageTexts.admin;
const columns = texts.paymentColumns;

function BackLink() {
  return (
    <Link to="/admin/sponsors" className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      {page.backToSponsors}
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-slate-950 dark:text-white">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Muted({ children }: { children: string }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">{children}</p>
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

function Notes({ sponsorId, notes }: { sponsorId: string; notes: AdminSponsorProfile['notes'] }) {
  const add = useAddSponsorNote(sponsorId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(texts.noteRequired);
      document.getElementById('sponsor-note')?.focus();
      return;
    }
    setError(undefined);
    add.mutate(note.trim(), {
      onSuccess: () => setNote(''),
      onError: (failure) => setError(failure instanceof ApiError ? failure.fields.note : undefined),
    });
  };
  return (
    <div className="grid gap-4">
      {notes.length === 0 ? (
        <Muted>{texts.noNotes}</Muted>
      ) : (
        <ul className="grid gap-2">
          {notes.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <p className="whitespace-pre-wrap text-slate-900 dark:text-slate-100">{item.note}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {item.createdByName ?? 'Admin'} · <time dateTime={item.createdAt}>{formatListDate(item.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="grid gap-2">
        <Label htmlFor="sponsor-note">{page.noteLabel}</Label>
        <textarea
          id="sponsor-note"
          value={note}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('sponsor-note') : undefined}
          className="block min-h-24 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <FieldError id={fieldErrorId('sponsor-note')}>{error}</FieldError>
        <Button type="submit" size="sm" className="justify-self-start" disabled={add.isPending} aria-busy={add.isPending}>
          {texts.addNote}
        </Button>
      </form>
    </div>
  );
}

function PaymentHistory({ payments }: { payments: AdminSponsorProfile['payments'] }) {
  if (payments.length === 0) return <Muted>{texts.noPayments}</Muted>;
  return (
    <TableFrame>
      <Table>
        <caption className="sr-only">{texts.paymentHistoryTitle}</caption>
        <thead>
          <tr>
            <Th>{columns.date}</Th>
            <Th>{columns.reference}</Th>
            <Th>{columns.providerReference}</Th>
            <Th>{columns.amount}</Th>
            <Th>{columns.status}</Th>
            <Th>{columns.learners}</Th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.merchantReference}>
              <Td className="whitespace-nowrap">
                <time dateTime={payment.paidAt ?? payment.createdAt}>{formatListDate(payment.paidAt ?? payment.createdAt)}</time>
              </Td>
              <Td className="font-mono text-xs break-all">{payment.merchantReference}</Td>
              <Td className="font-mono text-xs break-all">{payment.providerPaymentId ?? '—'}</Td>
              <Td className="whitespace-nowrap">{formatZar(payment.amountCents)}</Td>
              <Td>{payment.status}</Td>
              <Td>{payment.learners}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableFrame>
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
        <Notes sponsorId={sponsor.id} notes={notes} />
      </Section>
      <Section id="sponsor-payments" title={texts.paymentHistoryTitle}>
        <PaymentHistory payments={payments} />
      </Section>
    </Container>
  );
}
