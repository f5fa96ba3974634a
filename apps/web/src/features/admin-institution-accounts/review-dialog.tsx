import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { accountReviewTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { approveAccountSchema, declineAccountSchema, type AccountReview } from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import type { AccountReviewDialogProps } from '../../components/ui/account-review-dialog';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { dialogContentClass } from '../../components/ui/dialog';
import { SelectField, TextareaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCatalogueInstitutions } from './api/get-catalogue-institutions';
import { useReviewInstitutionAccount } from './api/review-institution-account';

/** Approve (pick the catalogue institution) or decline (a reason is required) one account. */
export function ReviewDialog({ account, decision, onClose }: AccountReviewDialogProps<AccountReview>) {
  const [institutionId, setInstitutionId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const review = useReviewInstitutionAccount();
  const catalogue = useCatalogueInstitutions(decision === 'approve');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = decision === 'approve' ? approveAccountSchema.safeParse({ institutionId }) : declineAccountSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    const request =
      decision === 'approve'
        ? { userId: account.userId, decision, body: approveAccountSchema.parse({ institutionId }) }
        : { userId: account.userId, decision, body: declineAccountSchema.parse({ reason }) };
    review.mutate(request, {
      onSuccess: () => {
        toast.success(decision === 'approve' ? t.approved : t.declined);
        onClose();
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : t.notFound),
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !review.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={dialogContentClass} aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">
            {decision === 'approve' ? t.approve : t.decline}: {account.registeredName}
          </Dialog.Title>
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
            {decision === 'approve' ? (
              <SelectField
                id="review-institution"
                label={t.pickInstitution}
                hint={t.pickInstitutionHint}
                placeholder={catalogue.isPending ? 'Loading...' : t.pickInstitution}
                options={(catalogue.data?.institutions ?? []).map((row) => ({ value: row.id, label: `${row.name} (${row.province})` }))}
                value={institutionId}
                onChange={(event) => setInstitutionId(event.target.value)}
                error={error}
              />
            ) : (
              <TextareaField id="review-reason" label={t.reason} value={reason} onChange={(event) => setReason(event.target.value)} error={error} rows={4} />
            )}
            {catalogue.isError && <Alert tone="error">{t.institutionNotFound}</Alert>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={review.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant={decision === 'approve' ? 'primary' : 'danger'} disabled={review.isPending} aria-busy={review.isPending}>
                {decision === 'approve' ? t.approve : t.decline}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
