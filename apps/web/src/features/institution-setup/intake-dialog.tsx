import { saveCallbacks } from '../../lib/save-callbacks';
import { useState, type FormEvent } from 'react';
import { setupTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { intakeInputSchema, type Intake } from '@kusasa/domain/schemas/institution-workspace/intakes';
import { FormDialog } from '../../components/ui/form-dialog';
import { CheckboxField, InputField } from '../../components/ui/field';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { useSaveIntake } from './api/setup-api';

const randsOf = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const centsOf = (rands: string) => (rands.trim() === '' ? null : Math.round(Number(rands.replace(',', '.')) * 100));

/** Adds an intake, or edits `intake`: its year, dates, application fee (rand, empty for none) and whether it is open. */
export function IntakeDialog({ intake, onClose }: { intake: Intake | null; onClose: () => void }) {
  const [values, setValues] = useState({
    name: intake?.name ?? '',
    year: String(intake?.year ?? new Date().getFullYear() + 1),
    opensOn: intake?.opensOn ?? '',
    closesOn: intake?.closesOn ?? '',
    fee: randsOf(intake?.applicationFeeCents ?? null),
    open: intake?.open ?? true,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveIntake();
  const set = (field: 'name' | 'year' | 'opensOn' | 'closesOn' | 'fee') => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { fee, year, ...rest } = values;
    const parsed = intakeInputSchema.safeParse({ ...rest, year: Number(year), applicationFeeCents: centsOf(fee) });
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    save.mutate({ id: intake?.id ?? null, body: parsed.data }, saveCallbacks(t.saved, setErrors, onClose));
  };

  return (
    <FormDialog title={intake ? t.edit : t.addIntake} busy={save.isPending} onClose={onClose} onSubmit={submit} submitLabel={t.save}>
      <InputField id="intake-name" label={t.intakeName} value={values.name} onChange={set('name')} error={errors.name} />
      <InputField id="intake-year" label={t.year} inputMode="numeric" value={values.year} onChange={set('year')} error={errors.year} />
      <InputField id="intake-opens" label={t.opensOn} type="date" value={values.opensOn} onChange={set('opensOn')} error={errors.opensOn} />
      <InputField id="intake-closes" label={t.closesOn} type="date" value={values.closesOn} onChange={set('closesOn')} error={errors.closesOn} />
      <InputField id="intake-fee" label={t.fee} inputMode="decimal" value={values.fee} onChange={set('fee')} error={errors.applicationFeeCents} />
      <CheckboxField id="intake-open" label={t.open} checked={values.open} onChange={(event) => setValues({ ...values, open: event.target.checked })} />
    </FormDialog>
  );
}
