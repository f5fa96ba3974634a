import { useState, type FormEvent } from 'react';
import { decisionLabels, unsuccessfulReasonLabels } from '@kusasa/domain/admission-texts';
import { inboxPageTexts as t } from '@kusasa/domain/inbox-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { DECISION_STATUSES, REQUESTABLE_DOCUMENTS, UNSUCCESSFUL_REASONS, type DecisionStatus, type RequestableDocument } from '@kusasa/domain/rules/admissions';
import { decisionInputSchema, type DecisionInput } from '@kusasa/domain/schemas/institution-applications/decisions';
import { Button } from '../../components/ui/button';
import { CheckboxField, SelectField, TextareaField } from '../../components/ui/field';

const statusOptions = DECISION_STATUSES.map((value) => ({ value, label: decisionLabels[value] }));
const reasonOptions = UNSUCCESSFUL_REASONS.map((value) => ({ value, label: unsuccessfulReasonLabels[value] }));

interface Values {
  to: DecisionStatus | '';
  reasonCode: string;
  note: string;
  condition: string;
  fix: string;
  documents: RequestableDocument[];
}

/** The decision on one application (or on the selected ones): a reason when unsuccessful, what to fix for a resubmission. */
export function DecisionForm({ idPrefix, busy, onDecide }: { idPrefix: string; busy: boolean; onDecide: (input: DecisionInput) => void }) {
  const [values, setValues] = useState<Values>({ to: '', reasonCode: '', note: '', condition: '', fix: '', documents: [] });
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
      documents: values.to === 'resubmission-required' && values.documents.length > 0 ? values.documents : undefined,
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
        <>
          <TextareaField id={id('fix')} label={t.fix} value={values.fix} onChange={set('fix')} error={errors.fix} rows={3} />
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-slate-900 dark:text-slate-100">{t.requestDocuments}</legend>
            {REQUESTABLE_DOCUMENTS.map((type) => (
              <CheckboxField
                key={type}
                id={id(`document-${type}`)}
                label={documentTexts.labels[type]}
                checked={values.documents.includes(type)}
                onChange={(event) => {
                  const { checked } = event.target;
                  setValues((current) => ({
                    ...current,
                    documents: checked ? [...current.documents, type] : current.documents.filter((document) => document !== type),
                  }));
                }}
              />
            ))}
          </fieldset>
        </>
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
