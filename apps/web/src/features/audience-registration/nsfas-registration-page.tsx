import { NSFAS_DEPARTMENTS } from '@kusasa/domain/rules/audience-options';
import { NSFAS_REGIONS } from '@kusasa/domain/rules/regions';
import { type NsfasRegistration, nsfasRegistrationSchema } from '@kusasa/domain/schemas/audience-registration';
import { audienceRegistrationTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { registerNsfas } from './api/register-nsfas';
import { CONFIRMATION_HINT, PHONE_HINT, SIGN_IN_LINK, confirmPasswordField, fullNameField, loginEmailField, passwordField } from './common-fields';
import { RegistrationForm } from './registration-form';
import { type RegistrationFormSpec, optionsOf } from './registration-spec';

// Seed 000 section 5 and seed 002: sections Personal, Department & Region, Contact, Account.
export const nsfasForm: RegistrationFormSpec<NsfasRegistration> = {
  intro: 'NSFAS staff register here to work with learners’ funding on Kusasa. After registering, confirm your email address, then sign in.',
  sections: [
    { title: 'Personal', fields: [fullNameField, { name: 'employeeNumber', label: 'Employee Number', kind: 'text', autoComplete: 'off' }] },
    {
      title: 'Department & Region',
      fields: [
        { name: 'department', label: 'Department', kind: 'select', options: optionsOf(NSFAS_DEPARTMENTS), placeholder: 'Select your department' },
        { name: 'region', label: 'Region', kind: 'select', options: optionsOf(NSFAS_REGIONS), placeholder: 'Select your region' },
        { name: 'position', label: 'Position', kind: 'text', autoComplete: 'organization-title', wide: true },
      ],
    },
    {
      title: 'Contact',
      fields: [loginEmailField('Email', CONFIRMATION_HINT), { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel', hint: PHONE_HINT }],
    },
    { title: 'Account', fields: [passwordField, confirmPasswordField] },
  ],
  schema: nsfasRegistrationSchema,
  submit: registerNsfas,
  fallbackError: audienceRegistrationTexts.nsfasFailed,
  signIn: SIGN_IN_LINK,
};

/** /nsfas/register. */
export default function NsfasRegistrationPage({ title }: PageProps) {
  return <RegistrationForm title={title} spec={nsfasForm} />;
}
