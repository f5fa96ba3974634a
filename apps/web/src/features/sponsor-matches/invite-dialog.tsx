import { useState, type FormEvent } from 'react';
import { sponsorMatchPageTexts as t } from '@kusasa/domain/funding-cycle-and-match-texts';
import { inviteMatchSchema, type SponsorMatch } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { Alert } from '../../components/ui/alert';
import { TextareaField } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useInviteMatch } from './api/matches';

export const matchName = (match: SponsorMatch) => match.firstName ?? t.unnamed;

/** Invites one matched learner, with an optional message. */
export function InviteDialog({ match, onClose }: { match: SponsorMatch; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const invite = useInviteMatch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = inviteMatchSchema.safeParse({ message: message.trim() || null });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(
      { reference: match.reference, body: parsed.data },
      {
        onSuccess: () => {
          toast.success(t.invited);
          onClose();
        },
        onError: (cause) => {
          if (cause instanceof ApiError && cause.fields.message) setError(cause.fields.message);
          else setFailure(cause.message || t.inviteFailed);
        },
      },
    );
  };

  return (
    <FormDialog title={t.inviteTitle(matchName(match))} busy={invite.isPending} onClose={onClose} onSubmit={submit} submitLabel={t.send}>
      <p className="text-slate-700 dark:text-slate-300">{t.inviteBody}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextareaField
        id="invite-message"
        label={t.message}
        value={message}
        maxLength={500}
        rows={4}
        onChange={(event) => setMessage(event.target.value)}
        error={error}
      />
    </FormDialog>
  );
}
