import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { nsfasStatusLabels } from '@kusasa/domain/funding-labels';
import { nsfasLearnerTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { NSFAS_STATUSES } from '@kusasa/domain/rules/funding-statuses';
import { setNsfasStatusSchema, type NsfasLearner, type SetNsfasStatus } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { SelectField, TextareaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import { putStatus } from './api/nsfas';

const statusOptions = NSFAS_STATUSES.map((value) => ({ value, label: nsfasStatusLabels[value].label }));

/** The learner's NSFAS reference and status, and the form that sets a new status with an optional note. */
export function StatusCard({ learner, onUpdated }: { learner: NsfasLearner; onUpdated: (next: NsfasLearner) => void }) {
  const [status, setStatus] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  const save = useMutation({
    mutationFn: (body: SetNsfasStatus) => putStatus(learner.learnerId, body),
    onSuccess: (next) => {
      setStatus('');
      setNote('');
      onUpdated(next);
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
      setAttempt((count) => count + 1);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = setNsfasStatusSchema.safeParse({ status: status || undefined, note: note.trim() || null });
    if (!parsed.success) {
      setErrors({ ...fieldErrorsFrom(parsed.error.issues), ...(status ? {} : { status: t.chooseStatus }) });
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const current = learner.status ? nsfasStatusLabels[learner.status] : null;
  return (
    <Card className="p-5 sm:p-6">
      <CardTitle>{t.nsfas}</CardTitle>
      <dl className="mt-3 grid gap-2">
        <div>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t.reference}</dt>
          <dd className="break-all text-slate-900 dark:text-slate-100">{learner.reference ?? t.noReference}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t.status}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {current ? current.label : t.noStatus}
            {current && <span className="block text-sm text-slate-700 dark:text-slate-300">{current.meaning}</span>}
          </dd>
        </div>
      </dl>
      <form ref={form} onSubmit={submit} noValidate className="mt-4 grid gap-4" aria-labelledby="set-status-title">
        <h4 id="set-status-title" className="font-semibold text-slate-900 dark:text-white">
          {t.setStatus}
        </h4>
        {save.isSuccess && <Alert tone="success">{t.saved}</Alert>}
        {save.isError && <Alert tone="error">{save.error.message}</Alert>}
        <SelectField
          id="nsfas-status"
          label={t.statusField}
          placeholder={t.chooseStatus}
          options={statusOptions}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          error={errors.status}
        />
        <TextareaField
          id="nsfas-status-note"
          label={t.note}
          hint={t.noteHint}
          value={note}
          maxLength={1000}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          error={errors.note}
        />
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
