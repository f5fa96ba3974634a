import { COUNSELOR_SPECIALIZATIONS, EXPERIENCE_BANDS } from '@kusasa/domain/rules/audience-options';
import { COUNSELOR_REGIONS } from '@kusasa/domain/rules/regions';
import { type CounselorRegistration, counselorRegistrationSchema } from '@kusasa/domain/schemas/audience-registration';
import { audienceRegistrationTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { registerCounselor } from './api/register-counselor';
import { CONFIRMATION_HINT, PHONE_HINT, SIGN_IN_LINK, confirmPasswordField, fullNameField, loginEmailField, passwordField } from './common-fields';
import { RegistrationForm } from './registration-form';
import { type RegistrationFormSpec, optionsOf } from './registration-spec';

// Seed 000 sections 2 and 5: Counselor Registration with sections Personal, Professional, Contact, Account.
export const counselorForm: RegistrationFormSpec<CounselorRegistration> = {
  intro: 'Guide learners through their applications on Kusasa. After registering, confirm your email address, then sign in.',
  sections: [
    { title: 'Personal', fields: [fullNameField] },
    {
      title: 'Professional',
      fields: [
        {
          name: 'specialization',
          label: 'Specialization',
          kind: 'select',
          options: optionsOf(COUNSELOR_SPECIALIZATIONS),
          placeholder: 'Select your specialization',
        },
        { name: 'assignedRegion', label: 'Region', kind: 'select', options: optionsOf(COUNSELOR_REGIONS), placeholder: 'Select your region' },
        { name: 'organization', label: 'Organization', kind: 'text', autoComplete: 'organization', hint: 'Your school, college or practice.' },
        {
          name: 'yearsOfExperience',
          label: 'Years of Experience',
          kind: 'select',
          options: optionsOf(EXPERIENCE_BANDS),
          placeholder: 'Select your experience',
        },
      ],
    },
    {
      title: 'Contact',
      fields: [
        { name: 'contactEmail', label: 'Contact Email', kind: 'email', autoComplete: 'email' },
        { name: 'contactPhone', label: 'Contact Phone', kind: 'tel', autoComplete: 'tel', hint: PHONE_HINT },
      ],
    },
    { title: 'Account', fields: [{ ...loginEmailField('Login Email', CONFIRMATION_HINT), wide: true }, passwordField, confirmPasswordField] },
  ],
  schema: counselorRegistrationSchema,
  submit: registerCounselor,
  fallbackError: audienceRegistrationTexts.counselorFailed,
  signIn: SIGN_IN_LINK,
};

/** /register/counselor, /register/counselors and /counselors/register. */
export default function CounselorRegistrationPage({ title }: PageProps) {
  return <RegistrationForm title={title} spec={counselorForm} />;
}
