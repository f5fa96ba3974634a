import { nsfasAccountPageTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { NsfasAccount } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { type AccountReviewConfig, AccountReviewShell } from '../../components/ui/account-review-shell';
import { PersonLead, personReview } from '../../components/ui/person-account-review';
import type { PageProps } from '../../lib/page-props';
import { useNsfasAccounts, useReviewNsfasAccount } from './api/nsfas-accounts';

const c = t.columns;

const review: AccountReviewConfig<NsfasAccount> = {
  intro: t.intro,
  filter: { tabs: { id: 'nsfas-accounts', label: t.tabsLabel } },
  useAccounts: useNsfasAccounts,
  texts: { ...t, statuses: t.tabs, status: c.status },
  lead: {
    header: c.person,
    cell: (account) => (
      <PersonLead account={account}>
        {account.employeeNumber && <p className="text-sm text-slate-700 dark:text-slate-300">{t.employee(account.employeeNumber)}</p>}
      </PersonLead>
    ),
  },
  columns: [
    { header: c.work, cell: (account) => [account.position, account.department, account.region].filter(Boolean).join(', ') || '—' },
    { header: c.registered, cell: (account) => formatLongDate(account.registeredAt) },
  ],
  // Approve one NSFAS staff account (asked once), or decline it with a reason they are sent.
  ...personReview<NsfasAccount>({ texts: t, reasonId: 'nsfas-decline-reason', useReview: useReviewNsfasAccount }),
};

/** /admin/nsfas-accounts (issue 28): NSFAS staff accounts by review status; approve, or decline with a reason. */
export default function NsfasAccountsPage({ title }: PageProps) {
  return <AccountReviewShell title={title} {...review} />;
}
