import type { ReactNode } from 'react';
import type { ReviewDecision } from './account-review-dialog';
import { Alert } from './alert';
import { Badge } from './badge';
import { Button } from './button';
import { Spinner } from './spinner';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from './table';

export const REVIEW_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What every reviewed account carries, whoever it belongs to (an institution, NSFAS staff, a counselor). */
export interface ReviewedAccount {
  userId: string;
  status: ReviewStatus;
  /** Why it was declined; shown under the status. */
  reason: string | null;
}

/** The words of the shell, from the feature's domain texts. */
export interface AccountReviewShellTexts {
  /** A status's name: on the tabs (or the filter) and on each row's badge. */
  statuses: Record<ReviewStatus, string>;
  empty: string | Record<ReviewStatus, string>;
  loading: string;
  loadError: string;
  retry: string;
  status: string;
  actions: string;
  approve: string;
  decline: string;
}

/** A column between the first (the account, unlabelled on phones) and the shell's status and actions columns. */
export interface AccountColumn<A> {
  header: string;
  cell: (account: A) => ReactNode;
  className?: string;
}

/** The list of accounts with a status' query states: loading, error (retry), empty, the table. */
export interface AccountListQuery<A> {
  isPending: boolean;
  isError: boolean;
  data?: { accounts: A[] } | undefined;
  refetch: () => unknown;
}

const tone = (status: ReviewStatus) => (status === 'approved' ? 'brand' : status === 'declined' ? 'neutral' : 'accent');

export interface AccountReviewTableProps<A extends ReviewedAccount> {
  query: AccountListQuery<A>;
  status: ReviewStatus;
  texts: AccountReviewShellTexts;
  lead: AccountColumn<A>;
  columns: readonly AccountColumn<A>[];
  /** A line under the status, before the reason (when it was decided, the institution linked). */
  statusDetails: (account: A) => ReactNode;
  /** Who the approve and decline buttons name to a screen reader ("Approve Lerato Dube"); the bare verb without it. */
  actionName?: ((account: A) => string) | undefined;
  onReview: (account: A, decision: ReviewDecision) => void;
}

export function AccountReviewTable<A extends ReviewedAccount>({
  query,
  status,
  texts: t,
  lead,
  columns,
  statusDetails,
  actionName,
  onReview,
}: AccountReviewTableProps<A>) {
  if (query.isPending) return <Spinner label={t.loading} />;
  if (query.isError || !query.data)
    return (
      <Alert tone="error">
        <p>{t.loadError}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  if (query.data.accounts.length === 0) return <p className="text-slate-700 dark:text-slate-300">{typeof t.empty === 'string' ? t.empty : t.empty[status]}</p>;
  const named = (verb: string, account: A) => (actionName ? { 'aria-label': `${verb} ${actionName(account)}` } : {});
  return (
    <TableFrame>
      <Table>
        <thead className="max-sm:hidden">
          <tr>
            {[lead, ...columns].map((column) => (
              <Th key={column.header}>{column.header}</Th>
            ))}
            <Th>{t.status}</Th>
            <Th>
              <span className="sr-only">{t.actions}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {query.data.accounts.map((account) => (
            <CardRow key={account.userId}>
              <CardCell className="max-sm:col-span-2">{lead.cell(account)}</CardCell>
              {columns.map((column) => (
                <LabelledCell key={column.header} label={column.header} className={column.className}>
                  {column.cell(account)}
                </LabelledCell>
              ))}
              <LabelledCell label={t.status}>
                <Badge tone={tone(account.status)}>{t.statuses[account.status]}</Badge>
                {statusDetails(account)}
                {account.reason && <p className="mt-1 text-sm break-words">{account.reason}</p>}
              </LabelledCell>
              <CardCell className="max-sm:col-span-2">
                {account.status === 'pending' && (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => onReview(account, 'approve')} {...named(t.approve, account)}>
                      {t.approve}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => onReview(account, 'decline')} {...named(t.decline, account)}>
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
  );
}
