import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { counselorConsultationTexts as t } from '@kusasa/domain/consultation-texts';
import { CONSULTATION_SESSIONS, type SessionTypeId } from '@kusasa/domain/rules/consultations';
import { newSlotSchema } from '@kusasa/domain/schemas/consultations';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckboxField, FieldError, InputField, fieldErrorId } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors';
import { consultationKeys, publishSlot } from './api/consultations';

/** Publishes one slot: a start in South African time and the session types offered in it. */
export function PublishSlotForm() {
  const client = useQueryClient();
  const titleId = useId();
  const [startsAt, setStartsAt] = useState('');
  const [types, setTypes] = useState<SessionTypeId[]>(['career-guidance']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: publishSlot,
    onSuccess: (data) => {
      client.setQueryData(consultationKeys.counselor(), data);
      setMessage(t.published);
      setStartsAt('');
    },
    onError: (cause) => setErrors(cause instanceof ApiError ? { startsAt: cause.message, ...cause.fields } : { startsAt: cause.message }),
  });

  const toggle = (id: SessionTypeId, on: boolean) => setTypes((current) => (on ? [...current, id] : current.filter((type) => type !== id)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = newSlotSchema.safeParse({ startsAt, sessionTypes: CONSULTATION_SESSIONS.map((session) => session.id).filter((id) => types.includes(id)) });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    publish.mutate(parsed.data);
  };

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={submit} noValidate aria-labelledby={titleId} className="grid gap-4">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t.publishTitle}
        </h2>
        <InputField
          id="slot-starts-at"
          type="datetime-local"
          label={t.startsAt}
          value={startsAt}
          step={900}
          onChange={(event) => setStartsAt(event.target.value)}
          error={errors.startsAt}
        />
        <fieldset className="grid gap-2" aria-describedby={errors.sessionTypes ? fieldErrorId('slot-types') : undefined}>
          <legend className="font-medium text-slate-900 dark:text-white">{t.sessionTypes}</legend>
          {CONSULTATION_SESSIONS.map((session) => (
            <CheckboxField
              key={session.id}
              id={`slot-type-${session.id}`}
              label={session.name}
              checked={types.includes(session.id)}
              onChange={(event) => toggle(session.id, event.target.checked)}
            />
          ))}
          <FieldError id={fieldErrorId('slot-types')}>{errors.sessionTypes}</FieldError>
        </fieldset>
        {message && <Alert tone="success">{message}</Alert>}
        <div>
          <Button type="submit" disabled={publish.isPending} aria-busy={publish.isPending}>
            {t.publish}
          </Button>
        </div>
      </form>
    </Card>
  );
}
