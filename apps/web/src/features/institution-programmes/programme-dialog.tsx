import { saveCallbacks } from '../../lib/save-callbacks';
import { useState, type FormEvent } from 'react';
import { programmeManagementTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { programmeInputSchema, type ManagedProgramme, type ManagedProgrammeList } from '@kusasa/domain/schemas/institution-workspace/programmes';
import { FormDialog } from '../../components/ui/form-dialog';
import { CheckboxField, InputField } from '../../components/ui/field';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { useSaveProgramme } from './api/programmes-api';
import { formValuesOf, inputOf, type ProgrammeFormValues } from './programme-values';
import { SubjectRows } from './subject-rows';

type TextField = 'name' | 'faculty' | 'qualificationType' | 'durationYears' | 'nqfLevel' | 'minAps' | 'places';

/** Adds a programme, or edits `programme`; minimums are in the unit of the institution's own rule pack. */
export function ProgrammeDialog({
  programme,
  rulePack,
  base,
  onClose,
}: {
  programme: ManagedProgramme | null;
  rulePack: ManagedProgrammeList['rulePack'];
  /** Which programmes the dialog saves to: the institution's own, or an admin's view of one institution's. */
  base?: string;
  onClose: () => void;
}) {
  const [values, setValues] = useState<ProgrammeFormValues>(() => formValuesOf(programme));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveProgramme(base);
  const set = (field: TextField) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const subjectError = Object.entries(errors).find(([key]) => key.startsWith('subjectMinimums'))?.[1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = programmeInputSchema.safeParse(inputOf(values));
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    if (parsed.data.minAps !== null && parsed.data.minAps > rulePack.maxScore) return setErrors({ minAps: t.minApsInvalid });
    setErrors({});
    save.mutate({ id: programme?.id ?? null, body: parsed.data }, saveCallbacks(t.saved, setErrors, onClose));
  };

  return (
    <FormDialog
      title={programme ? `${t.edit}: ${programme.name}` : t.add}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={'Save'}
      className="sm:max-w-lg"
    >
      <InputField id="programme-name" label={t.name} value={values.name} onChange={set('name')} error={errors.name} />
      <InputField id="programme-faculty" label={t.faculty} value={values.faculty} onChange={set('faculty')} error={errors.faculty} />
      <InputField
        id="programme-qualification"
        label={t.qualificationType}
        value={values.qualificationType}
        onChange={set('qualificationType')}
        error={errors.qualificationType}
      />
      <InputField
        id="programme-duration"
        label={t.duration}
        inputMode="decimal"
        value={values.durationYears}
        onChange={set('durationYears')}
        error={errors.durationYears}
      />
      <InputField id="programme-nqf" label={t.nqfLevel} inputMode="numeric" value={values.nqfLevel} onChange={set('nqfLevel')} error={errors.nqfLevel} />
      <InputField
        id="programme-min-aps"
        label={`${t.minAps(rulePack.unitLabel)} (0 to ${rulePack.maxScore})`}
        inputMode="numeric"
        value={values.minAps}
        onChange={set('minAps')}
        error={errors.minAps}
      />
      <SubjectRows rows={values.subjects} onChange={(subjects) => setValues({ ...values, subjects })} error={subjectError} />
      <InputField id="programme-places" label={t.places} inputMode="numeric" value={values.places} onChange={set('places')} error={errors.places} />
      <CheckboxField
        id="programme-open"
        label={t.openForIntake}
        checked={values.openForIntake}
        onChange={(event) => setValues({ ...values, openForIntake: event.target.checked })}
      />
    </FormDialog>
  );
}
