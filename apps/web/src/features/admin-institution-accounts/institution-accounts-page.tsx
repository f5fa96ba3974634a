import { useState } from 'react';
import { accountReviewTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { ACCOUNT_REVIEW_STATUSES, type AccountReview, type AccountReviewStatus } from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { SelectField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';
import type { PageProps } from '../../lib/page-props';
import { useInstitutionAccounts } from './api/get-institution-accounts';
import { ReviewDialog, type ReviewDecision } from './review-dialog';

const statusOptions = ACCOUNT_REVIEW_STATUSES.map((status) => ({ value: status, label: t.statusLabels[status] }));
const isStatus = (value: string): value is AccountReviewStatus => (ACCOUNT_REVIEW_STATUSES as readonly string[]).includes(value);
const day = (iso: string) => iso.slice(0, 10);

/** /admin/institutions: institution accounts by review status; approve (linking a catalogue institution) or decline with a reason. */
export default function InstitutionAccountsPage({ title }: PageProps) {
  const [status, setStatus] = useState<AccountReviewStatus>('pending');
  const [reviewing, setReviewing] = useState<{ account: AccountReview; decision: ReviewDecision } | null>(null);
  const query = useInstitutionAccounts(status);

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <form className="mt-6 max-w-xs" onSubmit={(event) => event.preventDefault()} aria-label="Filter institution accounts">
        <SelectField
          id="accounts-status"
          label="Status"
          placeholder="Status"
          options={statusOptions}
          value={status}
          onChange={(event) => isStatus(event.target.value) && setStatus(event.target.value)}
        />
      </form>
      {query.isPending ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label="Loading institution accounts..." />
        </div>
      ) : query.isError ? (
        <Alert tone="error" className="mt-6">
          <p>We could not load the institution accounts.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : query.data.accounts.length === 0 ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">{t.empty}</p>
      ) : (
        <TableFrame className="mt-6">
          <Table>
            <thead>
              <tr>
                <Th>Registered as</Th>
                <Th>Contact</Th>
                <Th>Registered</Th>
                <Th>Status</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {query.data.accounts.map((account) => (
                <CardRow key={account.userId}>
                  <CardCell>
                    <p className="font-semibold">{account.registeredName}</p>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {account.registeredType}, {account.province}
                    </p>
                  </CardCell>
                  <LabelledCell label="Contact">
                    {account.contactName ?? ''} <span className="break-all">{account.email}</span>
                  </LabelledCell>
                  <LabelledCell label="Registered">{day(account.registeredAt)}</LabelledCell>
                  <LabelledCell label="Status">
                    <Badge tone={account.status === 'approved' ? 'brand' : account.status === 'declined' ? 'neutral' : 'accent'}>
                      {t.statusLabels[account.status]}
                    </Badge>
                    {account.institution && <p className="mt-1 text-sm">{account.institution.name}</p>}
                    {account.reason && <p className="mt-1 text-sm">{account.reason}</p>}
                  </LabelledCell>
                  <CardCell>
                    {account.status === 'pending' && (
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" onClick={() => setReviewing({ account, decision: 'approve' })}>
                          {t.approve}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setReviewing({ account, decision: 'decline' })}>
                          {t.decline}
                        </Button>
                      </div>
                    )}
                  </CardCell>
                </CardRow>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
      {reviewing && <ReviewDialog account={reviewing.account} decision={reviewing.decision} onClose={() => setReviewing(null)} />}
    </Container>
  );
}
