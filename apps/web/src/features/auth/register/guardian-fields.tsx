import { GUARDIAN_CONSENT } from '@kusasa/domain/rules/consent';
import { registrationTexts } from '@kusasa/domain/texts';
import { CheckboxField, FieldError, InputField, fieldErrorId } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { RegisterValues } from './register-values';

interface GuardianFieldsProps {
  idPrefix: string;
  values: RegisterValues;
  errors: FieldErrors;
  onChange: <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => void;
}

/** A learner under 18 registers with a parent's or guardian's details and consent (POPIA section 35). */
export function GuardianFields({ idPrefix, values, errors, onChange }: GuardianFieldsProps) {
  const id = (name: string) => `${idPrefix}-guardian-${name}`;
  const introId = `${idPrefix}-guardian-intro`;
  return (
    <fieldset
      aria-describedby={introId}
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <legend className="px-1 text-lg font-semibold text-slate-950 dark:text-white">Parent or guardian</legend>
      <p id={introId} className="text-slate-800 dark:text-slate-200">
        {registrationTexts.guardianRequired}
      </p>
      <FieldError id={fieldErrorId(id('section'))}>{errors.guardian}</FieldError>
      <InputField
        id={id('name')}
        label="Parent or guardian's full name"
        autoComplete="off"
        maxLength={50}
        value={values.guardianName}
        onChange={(event) => onChange('guardianName', event.target.value)}
        error={errors['guardian.name']}
      />
      <InputField
        id={id('phone')}
        label="Parent or guardian's phone number"
        type="tel"
        autoComplete="off"
        inputMode="tel"
        hint="For example 082 123 4567"
        value={values.guardianPhone}
        onChange={(event) => onChange('guardianPhone', event.target.value)}
        error={errors['guardian.phone']}
      />
      <InputField
        id={id('email')}
        label="Parent or guardian's email"
        type="email"
        autoComplete="off"
        inputMode="email"
        maxLength={64}
        value={values.guardianEmail}
        onChange={(event) => onChange('guardianEmail', event.target.value)}
        error={errors['guardian.email']}
      />
      <div>
        <CheckboxField
          id={id('consent')}
          label={GUARDIAN_CONSENT.text}
          checked={values.guardianConsent}
          onChange={(event) => onChange('guardianConsent', event.target.checked)}
          invalid={Boolean(errors['guardian.consent'])}
          errorId={fieldErrorId(id('consent'))}
        />
        <FieldError id={fieldErrorId(id('consent'))}>{errors['guardian.consent']}</FieldError>
      </div>
    </fieldset>
  );
}
