import { EmailField, InputField } from '../../../components/ui/field';
import type { ContactValues } from '../wizard-values';
import type { FieldsProps } from './field-props';

const phoneHint = 'A South African number, such as 082 123 4567 or +27 82 123 4567.';

/** Step 2, Contact Information (seed 001 sections 2 and 5). */
export function ContactFields({ idPrefix, values, errors, onChange }: FieldsProps<ContactValues>) {
  const set = (change: Partial<ContactValues>) => onChange({ ...values, ...change });
  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
      <InputField
        id={`${idPrefix}-phoneNumber`}
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        maxLength={20}
        hint={phoneHint}
        value={values.phoneNumber}
        onChange={(event) => set({ phoneNumber: event.target.value })}
        error={errors.phoneNumber}
      />
      <EmailField
        id={`${idPrefix}-contactEmail`}
        label="Contact Email"
        maxLength={64}
        value={values.contactEmail}
        onChange={(event) => set({ contactEmail: event.target.value })}
        error={errors.contactEmail}
      />
      <InputField
        id={`${idPrefix}-emergencyContactName`}
        label="Emergency Contact Name"
        autoComplete="off"
        maxLength={100}
        value={values.emergencyContactName}
        onChange={(event) => set({ emergencyContactName: event.target.value })}
        error={errors.emergencyContactName}
      />
      <InputField
        id={`${idPrefix}-emergencyContactPhone`}
        label="Emergency Contact Phone"
        type="tel"
        autoComplete="off"
        maxLength={20}
        value={values.emergencyContactPhone}
        onChange={(event) => set({ emergencyContactPhone: event.target.value })}
        error={errors.emergencyContactPhone}
      />
    </div>
  );
}
