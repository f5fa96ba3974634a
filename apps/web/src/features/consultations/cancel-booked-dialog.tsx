import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { counselorConsultationTexts as t } from '@kusasa/domain/consultation-texts';
import { counselorCancelSchema } from '@kusasa/domain/schemas/consultations';
import { Alert } from '../../components/ui/alert';
import { TextareaField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { cancelBookedSession, consultationKeys } from './api/consultations';

/** The counselor cancels a booked session with a reason the learner reads; the learner gets a full refund. */
export function CancelBookedDialog({ bookingId, learnerName, onClose }: { bookingId: string; learnerName: string; onClose: () => void }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const cancel = useMutation({
    mutationFn: cancelBookedSession,
    onSuccess: (data) => {
      client.setQueryData(consultationKeys.counselor(), data);
      toast.success(t.cancelledBooked);
      onClose();
    },
    onError: (cause) => {
      if (cause instanceof ApiError && cause.fields.reason) setError(cause.fields.reason);
      else setFailure(cause.message);
      void client.invalidateQueries({ queryKey: consultationKeys.counselor() });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = counselorCancelSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    cancel.mutate({ bookingId, body: parsed.data });
  };

  return (
    <FormDialog title={t.cancelBookedTitle} busy={cancel.isPending} onClose={onClose} onSubmit={submit} submitLabel={t.cancelBookedSubmit}>
      <p className="text-slate-700 dark:text-slate-300">{t.cancelBookedHelp(learnerName)}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextareaField
        id="cancel-reason"
        label={t.cancelReason}
        hint={t.cancelReasonHint}
        value={reason}
        maxLength={500}
        rows={4}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
    </FormDialog>
  );
}
