import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { nsfasLearnerTexts as t } from '@kusasa/domain/nsfas-workspace-texts';
import { decideAppealSchema, type DecideAppeal, type NsfasLearner } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SelectField, TextareaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { postAppealDecision } from './api/nsfas';

const decisionOptions = [
  { value: 'upheld', label: t.upheld },
  { value: 'dismissed', label: t.dismissed },
];

/** Upholds or dismisses an open appeal; the learner is always given a reason. */
export function AppealDecisionForm({ appealId, onUpdated }: { appealId: string; onUpdated: (next: NsfasLearner) => void }) {
  const [decision, setDecision] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  const decide = useMutation({
    mutationFn: (body: DecideAppeal) => postAppealDecision(appealId, body),
    onSuccess: (next) => {
      toast.success(t.decided);
      onUpdated(next);
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fields);
      setAttempt((count) => count + 1);
    },
  });
  const id = (name: string) => `appeal-${appealId}-${name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = decideAppealSchema.safeParse({ decision: decision || undefined, note });
    if (!parsed.success) {
      setErrors({ ...fieldErrorsFrom(parsed.error.issues), ...(decision ? {} : { decision: t.chooseDecision }) });
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    decide.mutate(parsed.data);
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="mt-4 grid gap-4 border-t border-slate-200 pt-4 dark:border-slate-800"
      aria-labelledby={id('title')}
    >
      <h4 id={id('title')} className="font-semibold text-slate-900 dark:text-white">
        {t.decide}
      </h4>
      {decide.isError && <Alert tone="error">{decide.error.message}</Alert>}
      <SelectField
        id={id('decision')}
        label={t.decision}
        placeholder={t.chooseDecision}
        options={decisionOptions}
        value={decision}
        onChange={(event) => setDecision(event.target.value)}
        error={errors.decision}
      />
      <TextareaField
        id={id('note')}
        label={t.decisionNoteField}
        value={note}
        maxLength={1000}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      <div>
        <Button type="submit" disabled={decide.isPending} aria-busy={decide.isPending}>
          {t.record}
        </Button>
      </div>
    </form>
  );
}
