import { counselorAccountTexts as t } from '@kusasa/domain/counselor-page-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { CounselorAccount } from '@kusasa/domain/schemas/counselors/caseload';
import { type AccountReviewConfig, AccountReviewShell } from '../../components/ui/account-review-shell';
import { PersonLead, personReview } from '../../components/ui/person-account-review';
import type { PageProps } from '../../lib/page-props';
import { useCounselorAccounts, useReviewCounselorAccount } from './api/counselor-accounts';

const c = t.columns;

const review: AccountReviewConfig<CounselorAccount> = {
  intro: t.intro,
  filter: { tabs: { id: 'counselor-accounts', label: t.tabsLabel } },
  useAccounts: useCounselorAccounts,
  texts: { ...t, statuses: t.tabs, status: c.status },
  lead: { header: c.person, cell: (account) => <PersonLead account={account} /> },
  columns: [
    {
      header: c.work,
      className: 'break-words',
      cell: (account) => [account.organization, account.specialization, account.assignedRegion].filter(Boolean).join(', ') || '—',
    },
    {
      header: c.school,
      className: 'break-words',
      cell: (account) => (account.school ? t.school(account.school.schoolName, account.school.emisNumber) : t.noSchool),
    },
    { header: c.registered, cell: (account) => formatLongDate(account.registeredAt) },
  ],
  // Approve one counselor account (asked once: it issues their code), or decline it with a reason they are sent.
  ...personReview<CounselorAccount>({ texts: t, reasonId: 'counselor-decline-reason', useReview: useReviewCounselorAccount }),
};

/** /admin/counselor-accounts (issue 29): counselor accounts by review status; approve, or decline with a reason. */
export default function CounselorAccountsPage({ title }: PageProps) {
  return <AccountReviewShell title={title} {...review} />;
}
