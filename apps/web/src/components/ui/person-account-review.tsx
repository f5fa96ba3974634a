import type { ReactNode } from 'react';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { accountReviewDialogFor, type AccountReviewTexts, type UseReview } from './account-review-dialog';
import type { AccountReviewConfig } from './account-review-shell';
import type { ReviewedAccount } from './account-review-table';

// What the review pages of a person's account (NSFAS staff, counselors) share beyond the shell:
// the person names the first cell and the buttons, the status says when it was decided, and
// approving asks no more than "approve?".

interface PersonAccount extends ReviewedAccount {
  fullName: string | null;
  email: string;
  decidedAt: string | null;
}

/** Named by their name, or their email without one. */
export const personName = (account: { fullName: string | null; email: string }) => account.fullName ?? account.email;

/** The first cell: their name and email, and what else the feature adds. */
export function PersonLead({ account, children }: { account: { fullName: string | null; email: string }; children?: ReactNode }) {
  return (
    <>
      <p className="font-semibold break-words">{account.fullName ?? '—'}</p>
      <p className="text-sm break-all text-slate-700 dark:text-slate-300">{account.email}</p>
      {children}
    </>
  );
}

/** The status line, the buttons' names and the dialog of a person's account review. */
export function personReview<A extends PersonAccount>({
  texts,
  reasonId,
  useReview,
}: {
  texts: AccountReviewTexts & { decidedOn: (day: string) => string };
  reasonId: string;
  useReview: UseReview;
}): Pick<AccountReviewConfig<A>, 'statusDetails' | 'actionName' | 'Dialog'> {
  return {
    statusDetails: (account) => account.decidedAt && <p className="mt-1 text-sm">{texts.decidedOn(formatLongDate(account.decidedAt))}</p>,
    actionName: personName,
    Dialog: accountReviewDialogFor<A>({ name: personName, texts, reasonId, useReview }),
  };
}
