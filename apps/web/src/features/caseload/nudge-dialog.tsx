import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import { nudgeSchema } from '@kusasa/domain/schemas/counselors/common';
import { TextareaField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { ApiError } from '../../lib/api-client';
import { postNudge } from './api/caseload';

const t = caseloadTexts.nudge;
const MESSAGE_MAX = 500;

/** The reminder to the learners chosen on the caseload: one message, sent to all or (403) to none. */
export function NudgeDialog({ learnerIds, onClose, onSent }: { learnerIds: readonly string[]; onClose: () => void; onSent: (sent: number) => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({ mutationFn: postNudge });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = nudgeSchema.safeParse({ learnerIds, message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send.mutate(parsed.data, {
      onSuccess: ({ sent }) => onSent(sent),
      onError: (cause) => {
        if (cause instanceof ApiError && cause.status === 403) setError(t.notLinked);
        else setError(cause instanceof ApiError ? (cause.fields.message ?? cause.message) : cause.message);
      },
    });
  };

  return (
    <FormDialog title={t.title(learnerIds.length)} busy={send.isPending} onClose={onClose} onSubmit={submit} submitLabel={t.send}>
      <TextareaField
        id="nudge-message"
        label={t.message}
        hint={t.hint}
        value={message}
        maxLength={MESSAGE_MAX}
        rows={4}
        onChange={(event) => setMessage(event.target.value)}
        error={error}
      />
    </FormDialog>
  );
}
