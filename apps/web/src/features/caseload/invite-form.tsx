import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { caseloadTexts } from '@kusasa/domain/caseload-page-texts';
import { inviteLearnerSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmailField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { inviteLearner } from './api/caseload';

const t = caseloadTexts.invite;

/** Invites a learner by email (POST /api/counselor/invitations); the learner accepts on their Counselor page. */
export function InviteForm() {
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const invite = useMutation({ mutationFn: inviteLearner });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const parsed = inviteLearnerSchema.safeParse({ email: email.trim() });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: ({ invitation }) => {
        setSent(invitation.email);
        setEmail('');
      },
      onError: (cause) => setError(cause instanceof ApiError ? (cause.fields.email ?? cause.message) : cause.message),
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby={titleId} className="grid gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t.title}
        </h2>
        <EmailField id="invite-email" label={t.email} value={email} maxLength={254} onChange={(event) => setEmail(event.target.value)} error={error} />
        {sent && <Alert tone="success">{t.sent(sent)}</Alert>}
        <div>
          <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
            {t.send}
          </Button>
        </div>
      </form>
    </Card>
  );
}
