import { counselorAccountTexts as t } from '@kusasa/domain/counselor-page-texts';
import type { CounselorAccount } from '@kusasa/domain/schemas/counselors/caseload';
import { AccountReviewDialog, type ReviewDecision } from '../../components/ui/account-review-dialog';
import { useReviewCounselorAccount } from './api/counselor-accounts';

export type { ReviewDecision };

export const accountName = (account: CounselorAccount) => account.fullName ?? account.email;

/** Approve one counselor account (asked once: it issues their code), or decline it with a reason they are sent. */
export function ReviewDialog({ account, decision, onClose }: { account: CounselorAccount; decision: ReviewDecision; onClose: () => void }) {
  const review = useReviewCounselorAccount();
  return (
    <AccountReviewDialog
      name={accountName(account)}
      decision={decision}
      texts={t}
      reasonId="counselor-decline-reason"
      busy={review.isPending}
      review={(input, callbacks) => review.mutate({ userId: account.userId, ...input }, callbacks)}
      onClose={onClose}
    />
  );
}
