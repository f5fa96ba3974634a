import { identityCheckLabel } from '@kusasa/domain/identity-check-texts';
import { InputField, SelectField } from '../../../components/ui/field';
import { cleanIdNumber } from '../step-validation';
import type { PersonalValues } from '../wizard-values';
import type { FieldsProps } from './field-props';

export const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

/** Step 1, Personal Information: fullName, idNumber, gender (seed 001 sections 2 and 5). */
export function PersonalFields({ idPrefix, values, errors, onChange, idNumberLocked = false, identityCheck = null }: FieldsProps<PersonalValues>) {
  const set = (change: Partial<PersonalValues>) => onChange({ ...values, ...change });
  return (
    <div className="grid gap-5">
      <InputField
        id={`${idPrefix}-fullName`}
        label="Full Name"
        autoComplete="name"
        maxLength={50}
        value={values.fullName}
        onChange={(event) => set({ fullName: event.target.value })}
        error={errors.fullName}
      />
      <InputField
        id={`${idPrefix}-idNumber`}
        label="ID Number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        readOnly={idNumberLocked}
        hint={idNumberLocked ? `${identityCheckLabel(identityCheck)}. It cannot be changed.` : 'The 13 digits of your South African ID number.'}
        value={values.idNumber}
        onChange={(event) => set({ idNumber: cleanIdNumber(event.target.value) })}
        error={errors.idNumber}
      />
      <SelectField
        id={`${idPrefix}-gender`}
        label="Gender"
        placeholder="Select your gender"
        options={GENDER_OPTIONS}
        value={values.gender}
        onChange={(event) => set({ gender: event.target.value })}
        error={errors.gender}
      />
    </div>
  );
}
