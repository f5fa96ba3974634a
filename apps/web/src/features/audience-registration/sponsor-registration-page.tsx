import { type SponsorRegistration, sponsorRegistrationSchema } from '@kusasa/domain/schemas/audience-registration';
import { EMAIL_MAX_LENGTH } from '@kusasa/domain/schemas/registration';
import { audienceRegistrationTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { registerSponsor } from './api/register-sponsor';
import { PHONE_HINT, passwordField } from './common-fields';
import { RegistrationForm } from './registration-form';
import type { RegistrationFormSpec } from './registration-spec';

const organizationTypes = [
  { value: 'individual', label: 'Individual' },
  { value: 'company', label: 'Company' },
  { value: 'ngo', label: 'NGO' },
  { value: 'government', label: 'Government' },
] as const;

// Seed 000 section 5 and seed 002: name, email, organization type, optional phone, password; a
// success view links to /sponsors/login. The seed's form has no password confirmation.
export const sponsorForm: RegistrationFormSpec<SponsorRegistration> = {
  intro: 'Sponsors pay application fees for learners who cannot afford them. Create your sponsor account to start.',
  sections: [
    {
      title: 'Sponsor',
      fields: [
        { name: 'name', label: 'Name', kind: 'text', autoComplete: 'name', hint: 'Your name, or your organization’s.', wide: true },
        { name: 'organizationType', label: 'Organization Type', kind: 'select', options: organizationTypes, placeholder: 'Select a type' },
        { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel', hint: PHONE_HINT, optional: true },
      ],
    },
    {
      title: 'Account',
      fields: [
        { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH, hint: 'You sign in with this address.' },
        passwordField,
      ],
    },
  ],
  schema: sponsorRegistrationSchema,
  submit: registerSponsor,
  fallbackError: audienceRegistrationTexts.sponsorFailed,
  signIn: { to: '/sponsors/login', label: 'Already a sponsor? Sign in' },
};

/** /sponsors/register. */
export default function SponsorRegistrationPage({ title }: PageProps) {
  return <RegistrationForm title={title} spec={sponsorForm} />;
}
