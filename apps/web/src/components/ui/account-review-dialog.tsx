import { type ComponentType, type FormEvent, useState } from 'react';
import { declineAccountSchema } from '@kusasa/domain/schemas/account-review';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { Alert } from './alert';
import { TextareaField } from './field';
import { FormDialog } from './form-dialog';

export type ReviewDecision = 'approve' | 'decline';
export type AccountReview = { decision: 'approve' } | { decision: 'decline'; reason: string };

/** What a review page hands its dialog: the account, approve or decline, and how to close it. */
export interface AccountReviewDialogProps<A> {
  account: A;
  decision: ReviewDecision;
  onClose: () => void;
}

/** A feature's review mutation (TanStack Query's useMutation), reviewing one account by its user id. */
export type UseReview = () => {
  isPending: boolean;
  mutate: (input: { userId: string } & AccountReview, callbacks: { onSuccess: () => void; onError: (cause: Error) => void }) => void;
};

export interface AccountReviewTexts {
  approve: string;
  decline: string;
  approveTitle: (name: string) => string;
  declineTitle: (name: string) => string;
  approveQuestion: string;
  reason: string;
  approved: string;
  declined: string;
  failed: string;
}

/** An admin approves an account (asked once) or declines it with a reason the account is sent: NSFAS staff and counselors alike. */
export function AccountReviewDialog({
  name,
  decision,
  texts: t,
  reasonId,
  busy,
  review,
  onClose,
}: {
  name: string;
  decision: ReviewDecision;
  texts: AccountReviewTexts;
  reasonId: string;
  busy: boolean;
  review: (input: AccountReview, callbacks: { onSuccess: () => void; onError: (cause: Error) => void }) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const done = {
      onSuccess: () => {
        toast.success(decision === 'approve' ? t.approved : t.declined);
        onClose();
      },
      onError: (cause: Error) => {
        if (cause instanceof ApiError && cause.fields.reason) setError(cause.fields.reason);
        else setFailure(cause instanceof ApiError ? cause.message : t.failed);
      },
    };
    if (decision === 'approve') return review({ decision }, done);
    const parsed = declineAccountSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    review({ decision, reason: parsed.data.reason }, done);
  };

  return (
    <FormDialog
      title={decision === 'approve' ? t.approveTitle(name) : t.declineTitle(name)}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={decision === 'approve' ? t.approve : t.decline}
    >
      {decision === 'approve' ? (
        <p className="text-slate-700 dark:text-slate-300">{t.approveQuestion}</p>
      ) : (
        <TextareaField
          id={reasonId}
          label={t.reason}
          value={reason}
          maxLength={500}
          rows={4}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </FormDialog>
  );
}

/** The dialog of a review page whose approval asks no more than "approve?" (NSFAS staff, counselors). */
export function accountReviewDialogFor<A extends { userId: string }>({
  name,
  texts,
  reasonId,
  useReview,
}: {
  name: (account: A) => string;
  texts: AccountReviewTexts;
  reasonId: string;
  useReview: UseReview;
}): ComponentType<AccountReviewDialogProps<A>> {
  return function ReviewDialog({ account, decision, onClose }) {
    const review = useReview();
    return (
      <AccountReviewDialog
        name={name(account)}
        decision={decision}
        texts={texts}
        reasonId={reasonId}
        busy={review.isPending}
        review={(input, callbacks) => review.mutate({ userId: account.userId, ...input }, callbacks)}
        onClose={onClose}
      />
    );
  };
}
