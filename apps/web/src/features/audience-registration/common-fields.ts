import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kusasa/domain/rules/password';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@kusasa/domain/schemas/registration';
import type { FieldSpec } from './registration-spec';

// Fields several registration forms share, with the limits of the domain schemas.

export const fullNameField: FieldSpec = { name: 'fullName', label: 'Full Name', kind: 'text', autoComplete: 'name', maxLength: FULL_NAME_MAX_LENGTH };

export const PHONE_HINT = 'A South African number, such as 082 123 4567.';

/** The address the account signs in with; counselor, institution and NSFAS accounts get their confirmation link there. */
export function loginEmailField(label: string, hint: string): FieldSpec {
  return { name: 'email', label, kind: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH, hint };
}

export const CONFIRMATION_HINT = 'You sign in with this address. We send a link to it to confirm your account.';

export const passwordField: FieldSpec = {
  name: 'password',
  label: 'Password',
  kind: 'password',
  autoComplete: 'new-password',
  maxLength: PASSWORD_MAX_LENGTH,
  hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
};

export const confirmPasswordField: FieldSpec = {
  name: 'confirmPassword',
  label: 'Confirm Password',
  kind: 'password',
  autoComplete: 'new-password',
  maxLength: PASSWORD_MAX_LENGTH,
};

export const SIGN_IN_LINK = { to: '/login', label: 'Already have an account? Sign in' } as const;
