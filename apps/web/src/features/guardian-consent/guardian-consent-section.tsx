import { type FormEvent, useId, useState } from 'react';
import { guardianConsentTexts as t } from '@kusasa/domain/guardian-consent-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import { type GuardianConsentState, guardianSchema } from '@kusasa/domain/schemas/guardian-consent';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { GuardianFields, type GuardianValues } from '../../components/ui/guardian-fields';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors';
import { useChangeGuardian, useGuardianConsent, useResendGuardianLink } from './api/guardian-consent';

function statusText(state: GuardianConsentState): string {
  const name = state.guardian?.name ?? '';
  switch (state.status) {
    case 'confirmed':
      return t.card.confirmed(name, state.answeredAt ? formatLongDate(state.answeredAt) : '');
    case 'declined':
      return t.card.declined(name);
    case 'withdrawn':
      return t.card.withdrawn(name);
    default:
      return t.card.pending(name);
  }
}

function ChangeGuardianForm({ state, onDone }: { state: GuardianConsentState; onDone: () => void }) {
  const id = useId();
  const change = useChangeGuardian();
  const [values, setValues] = useState<GuardianValues>({
    name: state.guardian?.name ?? '',
    relationship: state.guardian?.relationship ?? '',
    phone: state.guardian?.phone ?? '',
    email: state.guardian?.email ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = guardianSchema.safeParse({ ...values, relationship: values.relationship || undefined });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    change.mutate(parsed.data, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4">
      <GuardianFields idPrefix={id} values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
      {change.isError && <Alert tone="error">{change.error instanceof ApiError ? change.error.message : t.page.loadFailed}</Alert>}
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {t.card.save}
      </Button>
    </form>
  );
}

/** /profile: a learner under 18 sees whether their guardian confirmed, sends the link again or names another guardian. */
export function GuardianConsentSection() {
  const headingId = useId();
  const consent = useGuardianConsent();
  const resend = useResendGuardianLink();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const state = consent.data;
  if (!state?.needed) return null;
  return (
    <section aria-labelledby={headingId}>
      <Card className="min-w-0 p-5 sm:p-6">
        <h2 id={headingId} className="text-xl font-semibold text-slate-950 dark:text-white">
          {t.card.title}
        </h2>
        <Alert tone={state.sharingAllowed ? 'success' : 'info'} className="mt-3">
          {statusText(state)}
        </Alert>
        {notice && (
          <p role="status" className="mt-3">
            {notice}
          </p>
        )}
        {resend.isError && (
          <Alert tone="error" className="mt-3">
            {resend.error instanceof ApiError ? resend.error.message : t.page.loadFailed}
          </Alert>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {state.status !== 'confirmed' && (
            <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(undefined, { onSuccess: () => setNotice(t.card.resent) })}>
              {t.card.resend}
            </Button>
          )}
          <Button variant="ghost" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
            {t.card.change}
          </Button>
        </div>
        {editing && (
          <ChangeGuardianForm
            state={state}
            onDone={() => {
              setEditing(false);
              setNotice(t.card.saved);
            }}
          />
        )}
      </Card>
    </section>
  );
}
