import { accountReviewTexts as t } from '@kusasa/domain/institution-workspace-texts';
import type { AccountReview } from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import { type AccountReviewConfig, AccountReviewShell } from '../../components/ui/account-review-shell';
import type { PageProps } from '../../lib/page-props';
import { useInstitutionAccounts } from './api/get-institution-accounts';
import { ReviewDialog } from './review-dialog';

const day = (iso: string) => iso.slice(0, 10);

const review: AccountReviewConfig<AccountReview> = {
  filter: { select: { id: 'accounts-status', label: 'Status', formLabel: 'Filter institution accounts' } },
  useAccounts: useInstitutionAccounts,
  texts: {
    ...t,
    statuses: t.statusLabels,
    loading: 'Loading institution accounts...',
    loadError: 'We could not load the institution accounts.',
    retry: 'Retry',
    status: 'Status',
    actions: 'Actions',
  },
  lead: {
    header: 'Registered as',
    cell: (account) => (
      <>
        <p className="font-semibold">{account.registeredName}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {account.registeredType}, {account.province}
        </p>
      </>
    ),
  },
  columns: [
    {
      header: 'Contact',
      cell: (account) => (
        <>
          {account.contactName ?? ''} <span className="break-all">{account.email}</span>
        </>
      ),
    },
    { header: 'Registered', cell: (account) => day(account.registeredAt) },
  ],
  statusDetails: (account) => account.institution && <p className="mt-1 text-sm">{account.institution.name}</p>,
  // Approving links the account to a catalogue institution, so the feature keeps its own dialog.
  Dialog: ReviewDialog,
};

/** /admin/institutions: institution accounts by review status; approve (linking a catalogue institution) or decline with a reason. */
export default function InstitutionAccountsPage({ title }: PageProps) {
  return <AccountReviewShell title={title} {...review} />;
}
