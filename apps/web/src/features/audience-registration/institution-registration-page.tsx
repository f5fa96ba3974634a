import { PROVINCES } from '@kusasa/domain/rules/regions';
import { type InstitutionRegistration, WEBSITE_MAX_LENGTH, institutionRegistrationSchema } from '@kusasa/domain/schemas/audience-registration';
import { FULL_NAME_MAX_LENGTH } from '@kusasa/domain/schemas/registration';
import { audienceRegistrationTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { registerInstitution } from './api/register-institution';
import { CONFIRMATION_HINT, PHONE_HINT, SIGN_IN_LINK, confirmPasswordField, loginEmailField, passwordField } from './common-fields';
import { RegistrationForm } from './registration-form';
import { type RegistrationFormSpec, optionsOf } from './registration-spec';

const institutionTypes = [
  { value: 'university', label: 'University' },
  { value: 'tvet', label: 'TVET College' },
  { value: 'college', label: 'College' },
] as const;

// Seed 000 section 5 and seed 002: the counselor form's layout, for an institution (status pending).
export const institutionForm: RegistrationFormSpec<InstitutionRegistration> = {
  intro:
    'Register your university, TVET college or college to work with its applicants on Kusasa. After registering, confirm your email address, then sign in.',
  sections: [
    {
      title: 'Institution',
      fields: [
        { name: 'institutionName', label: 'Institution Name', kind: 'text', autoComplete: 'organization', wide: true },
        { name: 'institutionType', label: 'Institution Type', kind: 'select', options: institutionTypes, placeholder: 'Select the type' },
        { name: 'province', label: 'Province', kind: 'select', options: optionsOf(PROVINCES), placeholder: 'Select the province' },
        {
          name: 'website',
          label: 'Website',
          kind: 'url',
          autoComplete: 'url',
          maxLength: WEBSITE_MAX_LENGTH,
          hint: 'For example https://www.example.ac.za',
          optional: true,
          wide: true,
        },
      ],
    },
    {
      title: 'Contact',
      fields: [
        { name: 'contactName', label: 'Contact Name', kind: 'text', autoComplete: 'name', maxLength: FULL_NAME_MAX_LENGTH, wide: true },
        { name: 'contactEmail', label: 'Contact Email', kind: 'email', autoComplete: 'email' },
        { name: 'contactPhone', label: 'Contact Phone', kind: 'tel', autoComplete: 'tel', hint: PHONE_HINT },
      ],
    },
    { title: 'Account', fields: [{ ...loginEmailField('Login Email', CONFIRMATION_HINT), wide: true }, passwordField, confirmPasswordField] },
  ],
  schema: institutionRegistrationSchema,
  submit: registerInstitution,
  fallbackError: audienceRegistrationTexts.institutionFailed,
  signIn: SIGN_IN_LINK,
};

/** /institutions/register. */
export default function InstitutionRegistrationPage({ title }: PageProps) {
  return <RegistrationForm title={title} spec={institutionForm} />;
}
