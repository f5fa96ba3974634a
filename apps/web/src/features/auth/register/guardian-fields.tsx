import { guardianConsentTexts } from '@kusasa/domain/guardian-consent-texts';
import { registrationTexts } from '@kusasa/domain/texts';
import { FieldError, fieldErrorId } from '../../../components/ui/field';
import { GuardianFields as GuardianDetails } from '../../../components/ui/guardian-fields';
import type { FieldErrors } from '../../../lib/form-errors';
import type { RegisterValues } from './register-values';

interface GuardianFieldsProps {
  idPrefix: string;
  values: RegisterValues;
  errors: FieldErrors;
  onChange: <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => void;
}

/** A learner under 18 names a parent or guardian, who confirms by a link sent to them (POPIA section 35). */
export function GuardianFields({ idPrefix, values, errors, onChange }: GuardianFieldsProps) {
  const introId = `${idPrefix}-guardian-intro`;
  return (
    <fieldset
      aria-describedby={introId}
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
    >
      <legend className="px-1 text-lg font-semibold text-slate-950 dark:text-white">Parent or guardian</legend>
      <div id={introId} className="flex flex-col gap-2 text-slate-800 dark:text-slate-200">
        <p>{registrationTexts.guardianRequired}</p>
        <p>{guardianConsentTexts.registration.linkNote}</p>
      </div>
      <FieldError id={fieldErrorId(`${idPrefix}-guardian-section`)}>{errors.guardian}</FieldError>
      <GuardianDetails
        idPrefix={idPrefix}
        values={values.guardian}
        errors={{
          name: errors['guardian.name'],
          relationship: errors['guardian.relationship'],
          phone: errors['guardian.phone'],
          email: errors['guardian.email'],
        }}
        onChange={(name, value) => onChange('guardian', { ...values.guardian, [name]: value })}
      />
    </fieldset>
  );
}
