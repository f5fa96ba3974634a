import { useState } from 'react';
import { Link } from 'react-router';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { formatZar } from '@kusasa/domain/rules/money';
import type { SponsorshipRequest } from '@kusasa/domain/schemas/sponsors/requests';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { sponsorshipTexts as texts } from '@kusasa/domain/sponsor-texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useSponsorshipRequests, useWithdrawRequest } from './api/hooks';
import { useLiveSponsorshipRequests } from './api/use-live-requests';
import { LoginAsStudent } from './apply-sponsorship-page';

const page = sponsorPageTexts.status;
const columns = texts.columns;
const statusTone: Record<SponsorshipRequest['status'], BadgeTone> = { pending: 'accent', funded: 'brand', withdrawn: 'neutral' };

function RequestRow({ request }: { request: SponsorshipRequest }) {
  const withdraw = useWithdrawRequest();
  const [asking, setAsking] = useState(false);
  return (
    <CardRow>
      <LabelledCell label={columns.applicationId} className="max-sm:col-span-2">
        <span className="font-mono text-xs break-all">{request.applicationId ?? '—'}</span>
      </LabelledCell>
      <LabelledCell label={columns.requestedAmount} className="whitespace-nowrap">
        {formatZar(request.requestedAmountCents)}
      </LabelledCell>
      <LabelledCell label={columns.status}>
        <Badge tone={statusTone[request.status]} className="px-2 py-0.5 text-xs">
          {texts.statuses[request.status]}
        </Badge>
      </LabelledCell>
      <LabelledCell label={columns.purpose}>{texts.purposes[request.purpose]}</LabelledCell>
      <LabelledCell label={columns.createdAt} className="whitespace-nowrap">
        <time dateTime={request.createdAt}>{formatListDate(request.createdAt)}</time>
      </LabelledCell>
      <CardCell className="max-sm:col-span-2">
        {request.status === 'pending' && (
          <Button
            variant="outline"
            size="sm"
            disabled={withdraw.isPending}
            onClick={() => setAsking(true)}
            aria-label={`${texts.withdraw} ${formatZar(request.requestedAmountCents)} request`}
          >
            {texts.withdraw}
          </Button>
        )}
        <ConfirmDialog
          open={asking}
          title={texts.withdraw}
          question={page.withdrawConfirm}
          confirm={texts.withdraw}
          cancel={sponsorPageTexts.admin.cancel}
          busy={withdraw.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => withdraw.mutate(request.id, { onSettled: () => setAsking(false) })}
        />
      </CardCell>
    </CardRow>
  );
}

/** /sponsorships/status ('My Sponsorship Applications', seed 002): the learner's own requests, newest first. */
export default function SponsorshipStatusPage({ title }: PageProps) {
  const session = useSession();
  const isStudent = session.status === 'signed-in' && session.user.userType === 'student';
  const query = useSponsorshipRequests(isStudent);
  useLiveSponsorshipRequests();
  const refused = query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 403);

  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        {isStudent && (
          <Link to="/sponsorships/apply" className={buttonVariants({ size: 'sm' })}>
            {page.newRequest}
          </Link>
        )}
      </div>
      {session.status === 'loading' ? null : !isStudent || refused ? (
        <LoginAsStudent />
      ) : query.isPending ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label={page.loading} />
        </div>
      ) : query.isError ? (
        <Alert tone="error" className="mt-6">
          <p>{page.loadFailed}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {sponsorPageTexts.admin.retry}
          </Button>
        </Alert>
      ) : query.data.requests.length === 0 ? (
        <p
          role="status"
          className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
        >
          {texts.empty}
        </p>
      ) : (
        <TableFrame className="mt-6">
          <Table className="max-sm:block">
            <caption className="sr-only">{page.caption}</caption>
            <thead className="max-sm:hidden">
              <tr>
                <Th>{columns.applicationId}</Th>
                <Th>{columns.requestedAmount}</Th>
                <Th>{columns.status}</Th>
                <Th>{columns.purpose}</Th>
                <Th>{columns.createdAt}</Th>
                <Th>
                  <span className="sr-only">{sponsorPageTexts.admin.actions}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {query.data.requests.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </Container>
  );
}
