import { guardianConsentTexts as t } from '@kusasa/domain/guardian-consent-texts';
import { GUARDIAN_RELATIONSHIP_LABELS, GUARDIAN_RELATIONSHIPS } from '@kusasa/domain/rules/guardian-consent';
import { InputField, SelectField } from './field';

/** What the guardian fields hold while the learner types. */
export interface GuardianValues {
  name: string;
  relationship: string;
  phone: string;
  email: string;
}

export const emptyGuardianValues: GuardianValues = { name: '', relationship: '', phone: '', email: '' };

const RELATIONSHIP_OPTIONS = GUARDIAN_RELATIONSHIPS.map((value) => ({ value, label: GUARDIAN_RELATIONSHIP_LABELS[value] }));

interface GuardianFieldsProps {
  idPrefix: string;
  values: GuardianValues;
  /** Errors by the API's field path under the guardian: 'name', 'relationship', 'phone', 'email'. */
  errors: Partial<Record<keyof GuardianValues, string | undefined>>;
  onChange: (name: keyof GuardianValues, value: string) => void;
}

/** A learner under 18's parent or guardian (POPIA section 35), at registration and on /profile. */
export function GuardianFields({ idPrefix, values, errors, onChange }: GuardianFieldsProps) {
  const id = (name: string) => `${idPrefix}-guardian-${name}`;
  return (
    <>
      <InputField
        id={id('name')}
        label={t.fields.name}
        autoComplete="off"
        maxLength={50}
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={errors.name}
      />
      <SelectField
        id={id('relationship')}
        label={t.fields.relationship}
        placeholder={t.fields.relationshipPlaceholder}
        options={RELATIONSHIP_OPTIONS}
        value={values.relationship}
        onChange={(event) => onChange('relationship', event.target.value)}
        error={errors.relationship}
      />
      <InputField
        id={id('phone')}
        label={t.fields.phone}
        type="tel"
        autoComplete="off"
        inputMode="tel"
        hint="For example 082 123 4567"
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={errors.phone}
      />
      <InputField
        id={id('email')}
        label={t.fields.email}
        type="email"
        autoComplete="off"
        inputMode="email"
        maxLength={64}
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={errors.email}
      />
    </>
  );
}
