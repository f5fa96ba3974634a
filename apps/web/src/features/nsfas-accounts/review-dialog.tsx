import { nsfasAccountPageTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import type { NsfasAccount } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { AccountReviewDialog, type ReviewDecision } from '../../components/ui/account-review-dialog';
import { useReviewNsfasAccount } from './api/nsfas-accounts';

export type { ReviewDecision };

export const accountName = (account: NsfasAccount) => account.fullName ?? account.email;

/** Approve one NSFAS staff account (asked once), or decline it with a reason they are sent. */
export function ReviewDialog({ account, decision, onClose }: { account: NsfasAccount; decision: ReviewDecision; onClose: () => void }) {
  const review = useReviewNsfasAccount();
  return (
    <AccountReviewDialog
      name={accountName(account)}
      decision={decision}
      texts={t}
      reasonId="nsfas-decline-reason"
      busy={review.isPending}
      review={(input, callbacks) => review.mutate({ userId: account.userId, ...input }, callbacks)}
      onClose={onClose}
    />
  );
}
