import { useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kusasa/domain/rules/password';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@kusasa/domain/schemas/registration';
import { CheckboxField, FieldError, InputField, SelectField, fieldErrorId } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';
import { ShowPasswordButton } from '../../../components/ui/show-password-button';
import { GuardianFields } from './guardian-fields';
import { type RegisterValues, cleanIdNumber, showsGuardian } from './register-values';

const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'non-binary', label: 'Non-binary' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

const policyLinkClass = 'font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300';

interface RegisterFieldsProps {
  idPrefix: string;
  values: RegisterValues;
  errors: FieldErrors;
  onChange: <K extends keyof RegisterValues>(name: K, value: RegisterValues[K]) => void;
}

/** The student registration fields of seed 000 section 2, with the guardian section for under-18s. */
export function RegisterFields({ idPrefix, values, errors, onChange }: RegisterFieldsProps) {
  const [showPassword, setShowPassword] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;
  const consentsErrorId = fieldErrorId(id('consents'));
  const consentsError = errors.acceptPrivacy ?? errors.acceptTerms;

  return (
    <>
      <InputField
        id={id('fullName')}
        label="Full Name"
        autoComplete="name"
        maxLength={FULL_NAME_MAX_LENGTH}
        value={values.fullName}
        onChange={(event) => onChange('fullName', event.target.value)}
        error={errors.fullName}
      />
      <InputField
        id={id('idNumber')}
        label="ID Number"
        inputMode="numeric"
        autoComplete="off"
        hint="The 13 digits of your South African ID number."
        value={values.idNumber}
        onChange={(event) => onChange('idNumber', cleanIdNumber(event.target.value))}
        error={errors.idNumber}
      />
      <SelectField
        id={id('gender')}
        label="Gender"
        placeholder="Select your gender"
        options={genderOptions}
        value={values.gender}
        onChange={(event) => onChange('gender', event.target.value)}
        error={errors.gender}
      />
      <InputField
        id={id('email')}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={errors.email}
      />
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <InputField
          id={id('password')}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={values.password}
          onChange={(event) => onChange('password', event.target.value)}
          error={errors.password}
          addon={
            <ShowPasswordButton
              shown={showPassword}
              onToggle={() => setShowPassword((shown) => !shown)}
              controls={`${id('password')} ${id('confirmPassword')}`}
            />
          }
        />
        <InputField
          id={id('confirmPassword')}
          label="Confirm Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.confirmPassword}
          onChange={(event) => onChange('confirmPassword', event.target.value)}
          error={errors.confirmPassword}
        />
      </div>

      {showsGuardian(values) && <GuardianFields idPrefix={idPrefix} values={values} errors={errors} onChange={onChange} />}

      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Consents</legend>
        <CheckboxField
          id={id('acceptPrivacy')}
          label={
            <>
              I agree to the{' '}
              <a href="/privacy-policy" target="_blank" rel="noopener" className={policyLinkClass}>
                Privacy Policy
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          }
          checked={values.acceptPrivacy}
          onChange={(event) => onChange('acceptPrivacy', event.target.checked)}
          invalid={Boolean(consentsError) && !values.acceptPrivacy}
          errorId={consentsErrorId}
        />
        <CheckboxField
          id={id('acceptTerms')}
          label={
            <>
              I agree to the{' '}
              <a href="/terms-of-service" target="_blank" rel="noopener" className={policyLinkClass}>
                Terms of Service
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          }
          checked={values.acceptTerms}
          onChange={(event) => onChange('acceptTerms', event.target.checked)}
          invalid={Boolean(consentsError) && !values.acceptTerms}
          errorId={consentsErrorId}
        />
        <FieldError id={consentsErrorId}>{consentsError}</FieldError>
      </fieldset>
    </>
  );
}
