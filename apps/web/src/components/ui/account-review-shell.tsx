import { type ComponentType, useState } from 'react';
import type { AccountReviewDialogProps, ReviewDecision } from './account-review-dialog';
import {
  type AccountColumn,
  type AccountListQuery,
  type AccountReviewShellTexts,
  AccountReviewTable,
  type AccountReviewTableProps,
  REVIEW_STATUSES,
  type ReviewedAccount,
  type ReviewStatus,
} from './account-review-table';
import { Container } from './container';
import { SelectField } from './field';
import { TabList, TabPanel } from './tabs';

export type { AccountColumn, AccountReviewShellTexts, ReviewStatus };

/** How an admin picks the status: tabs, or a select in a small filter form. */
export type StatusFilter = { tabs: { id: string; label: string } } | { select: { id: string; label: string; formLabel: string } };

const isStatus = (value: string): value is ReviewStatus => (REVIEW_STATUSES as readonly string[]).includes(value);

/** What a feature brings to the shell: its query hook, columns, texts and dialog. */
export interface AccountReviewConfig<A extends ReviewedAccount> extends Omit<AccountReviewTableProps<A>, 'query' | 'status' | 'onReview'> {
  intro?: string;
  filter: StatusFilter;
  /** The feature's list hook; the shell calls it with the status picked. */
  useAccounts: (status: ReviewStatus) => AccountListQuery<A>;
  Dialog: ComponentType<AccountReviewDialogProps<A>>;
}

/**
 * An admin page that reviews accounts (institutions, NSFAS staff, counselors): the accounts of one
 * status (pending first) in a table, approve and decline on pending rows opening the feature's dialog.
 * The feature brings its query hook, its columns, its texts and its dialog.
 */
export function AccountReviewShell<A extends ReviewedAccount>({
  title,
  intro,
  filter,
  useAccounts,
  Dialog,
  ...table
}: AccountReviewConfig<A> & { title: string }) {
  const t = table.texts;
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [reviewing, setReviewing] = useState<{ account: A; decision: ReviewDecision } | null>(null);
  const query = useAccounts(status);
  const list = <AccountReviewTable {...table} query={query} status={status} onReview={(account, decision) => setReviewing({ account, decision })} />;

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {intro && <p className="mt-2 text-slate-700 dark:text-slate-300">{intro}</p>}
      {'tabs' in filter ? (
        <>
          <TabList
            id={filter.tabs.id}
            label={filter.tabs.label}
            tabs={REVIEW_STATUSES.map((key) => ({ key, label: t.statuses[key] }))}
            selected={status}
            onSelect={setStatus}
            className="mt-6 w-full sm:w-fit"
          />
          <TabPanel id={filter.tabs.id} tabKey={status} className="mt-6">
            {list}
          </TabPanel>
        </>
      ) : (
        <>
          <form className="mt-6 max-w-xs" onSubmit={(event) => event.preventDefault()} aria-label={filter.select.formLabel}>
            <SelectField
              id={filter.select.id}
              label={filter.select.label}
              placeholder={filter.select.label}
              options={REVIEW_STATUSES.map((value) => ({ value, label: t.statuses[value] }))}
              value={status}
              onChange={(event) => isStatus(event.target.value) && setStatus(event.target.value)}
            />
          </form>
          <div className="mt-6">{list}</div>
        </>
      )}
      {reviewing && <Dialog account={reviewing.account} decision={reviewing.decision} onClose={() => setReviewing(null)} />}
    </Container>
  );
}
