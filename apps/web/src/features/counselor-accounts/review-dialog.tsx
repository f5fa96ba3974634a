import { type FormEvent, useState } from 'react';
import { counselorAccountTexts as t } from '@kusasa/domain/counselor-page-texts';
import { type CounselorAccount, declineCounselorSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { Alert } from '../../components/ui/alert';
import { TextareaField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useReviewCounselorAccount } from './api/counselor-accounts';

export type ReviewDecision = 'approve' | 'decline';

export const accountName = (account: CounselorAccount) => account.fullName ?? account.email;

/** Approve one account (asked once), or decline it with a reason the counselor is sent. */
export function ReviewDialog({ account, decision, onClose }: { account: CounselorAccount; decision: ReviewDecision; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const review = useReviewCounselorAccount();

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
    if (decision === 'approve') return review.mutate({ userId: account.userId, decision }, done);
    const parsed = declineCounselorSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    review.mutate({ userId: account.userId, decision, reason: parsed.data.reason }, done);
  };

  return (
    <FormDialog
      title={decision === 'approve' ? t.approveTitle(accountName(account)) : t.declineTitle(accountName(account))}
      busy={review.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={decision === 'approve' ? t.approve : t.decline}
    >
      {decision === 'approve' ? (
        <p className="text-slate-700 dark:text-slate-300">{t.approveQuestion}</p>
      ) : (
        <TextareaField
          id="counselor-decline-reason"
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
