import { useState, type FormEvent } from 'react';
import { decisionLabels, unsuccessfulReasonLabels } from '@kusasa/domain/admission-texts';
import { inboxPageTexts as t } from '@kusasa/domain/inbox-texts';
import { DECISION_STATUSES, UNSUCCESSFUL_REASONS, type DecisionStatus } from '@kusasa/domain/rules/admissions';
import { decisionInputSchema, type DecisionInput } from '@kusasa/domain/schemas/institution-applications/decisions';
import { Button } from '../../components/ui/button';
import { SelectField, TextareaField } from '../../components/ui/field';

const statusOptions = DECISION_STATUSES.map((value) => ({ value, label: decisionLabels[value] }));
const reasonOptions = UNSUCCESSFUL_REASONS.map((value) => ({ value, label: unsuccessfulReasonLabels[value] }));

interface Values {
  to: DecisionStatus | '';
  reasonCode: string;
  note: string;
  condition: string;
  fix: string;
}

/** The decision on one application (or on the selected ones): a reason when unsuccessful, what to fix for a resubmission. */
export function DecisionForm({ idPrefix, busy, onDecide }: { idPrefix: string; busy: boolean; onDecide: (input: DecisionInput) => void }) {
  const [values, setValues] = useState<Values>({ to: '', reasonCode: '', note: '', condition: '', fix: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const id = (name: string) => `${idPrefix}-${name}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const blank = (text: string) => (text.trim() ? text : undefined);
    const parsed = decisionInputSchema.safeParse({
      to: values.to || undefined,
      reasonCode: values.to === 'rejected' ? blank(values.reasonCode) : undefined,
      note: blank(values.note),
      condition: values.to === 'approved' ? blank(values.condition) : undefined,
      fix: values.to === 'resubmission-required' ? blank(values.fix) : undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'to'), issue.message])));
      return;
    }
    setErrors({});
    onDecide(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <SelectField id={id('to')} label={t.decisionTo} placeholder="—" options={statusOptions} value={values.to} onChange={set('to')} error={errors.to} />
      {values.to === 'rejected' && (
        <SelectField
          id={id('reason')}
          label={t.reason}
          placeholder="—"
          options={reasonOptions}
          value={values.reasonCode}
          onChange={set('reasonCode')}
          error={errors.reasonCode}
        />
      )}
      {values.to === 'resubmission-required' && (
        <TextareaField id={id('fix')} label={t.fix} value={values.fix} onChange={set('fix')} error={errors.fix} rows={3} />
      )}
      {values.to === 'approved' && <TextareaField id={id('condition')} label={t.condition} value={values.condition} onChange={set('condition')} rows={2} />}
      <TextareaField id={id('note')} label={t.note} value={values.note} onChange={set('note')} error={errors.note} rows={3} />
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t.decide}
        </Button>
      </div>
    </form>
  );
}
