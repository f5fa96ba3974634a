import { z } from 'zod';
import { counselorSpecializationSchema, experienceBandSchema, nsfasDepartmentSchema, sponsorOrganizationTypeSchema } from '../rules/audience-options.ts';
import { passwordSchema, passwordTexts } from '../rules/password.ts';
import { saPhoneSchema } from '../rules/phone.ts';
import { counselorRegionSchema, nsfasRegionSchema, provinceSchema } from '../rules/regions.ts';
import { audienceRegistrationTexts as a, emailConfirmationTexts, registrationTexts as r, validationTexts } from '../texts.ts';
import { bothStrings } from './auth.ts';
import { INSTITUTION_TYPES } from './catalogue.ts';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from './registration.ts';

// Registration of counselors, institutions, NSFAS staff and sponsors (seed 000 section 5, seed 002
// section 5), shared by the forms and the API. Passwords follow docs/decisions/0003 (8 to 64,
// not common) rather than the seeds' 6-character minimum. Phone numbers are checked as typed and
// stored in the +27 form by the API.

const atMost = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A required text of 2 to `max` characters, trimmed; a missing value gets the too-short message. */
const textOf = (tooShort: string, label: string, max: number) =>
  z
    .string({ error: tooShort })
    .trim()
    .min(2, { error: tooShort })
    .max(max, { error: atMost(label, max) });

/** A required text of 1 to `max` characters, trimmed. */
const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: atMost(label, max) });

const fullNameSchema = textOf(r.fullNameTooShort, 'Full name', FULL_NAME_MAX_LENGTH);
const emailSchema = z.email({ error: r.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: r.emailTooLong });
const confirmPasswordSchema = z.string({ error: passwordTexts.mismatch });

const passwordsMatch = {
  path: ['confirmPassword'],
  error: passwordTexts.mismatch,
  when: ({ value }: { value: unknown }) => bothStrings(value, 'password', 'confirmPassword'),
};
const matching = (value: { password: string; confirmPassword?: string | undefined }) =>
  value.confirmPassword === undefined || value.password === value.confirmPassword;

/** Empty, or a South African number with the same messages as a required one. */
const optionalSaPhoneSchema = z
  .string({ error: validationTexts.phoneInvalid })
  .trim()
  .superRefine((value, context) => {
    if (value === '') return;
    const parsed = saPhoneSchema.safeParse(value);
    if (!parsed.success) context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? validationTexts.phoneInvalid });
  })
  .optional();

export const WEBSITE_MAX_LENGTH = 200;

/** An http(s) address with a dotted host name, or empty. */
export function isWebsiteUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

export const counselorRegistrationSchema = z
  .object({
    // Personal
    fullName: fullNameSchema,
    // Professional
    specialization: counselorSpecializationSchema,
    assignedRegion: counselorRegionSchema,
    organization: textOf(a.organizationTooShort, 'Organization name', 100),
    yearsOfExperience: experienceBandSchema,
    // Contact
    contactEmail: emailSchema,
    contactPhone: saPhoneSchema,
    // Account
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(matching, passwordsMatch);
export type CounselorRegistration = z.infer<typeof counselorRegistrationSchema>;

export const institutionTypeChoiceSchema = z.enum(INSTITUTION_TYPES, { error: a.selectInstitutionType });

export const institutionRegistrationSchema = z
  .object({
    institutionName: textOf(a.institutionNameTooShort, 'Institution name', 120),
    institutionType: institutionTypeChoiceSchema,
    contactName: textOf(a.contactNameTooShort, 'Contact name', FULL_NAME_MAX_LENGTH),
    contactEmail: emailSchema,
    contactPhone: saPhoneSchema,
    website: z
      .string({ error: a.websiteInvalid })
      .trim()
      .max(WEBSITE_MAX_LENGTH, { error: a.websiteInvalid })
      .refine(isWebsiteUrl, { error: a.websiteInvalid })
      .optional(),
    province: provinceSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(matching, passwordsMatch);
export type InstitutionRegistration = z.infer<typeof institutionRegistrationSchema>;

export const nsfasRegistrationSchema = z
  .object({
    // Personal
    fullName: fullNameSchema,
    employeeNumber: requiredText(a.employeeNumberRequired, 'Employee number', 30),
    // Department & Region
    department: nsfasDepartmentSchema,
    region: nsfasRegionSchema,
    position: requiredText(a.positionRequired, 'Position', 80),
    // Contact
    email: emailSchema,
    phone: saPhoneSchema,
    // Account
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(matching, passwordsMatch);
export type NsfasRegistration = z.infer<typeof nsfasRegistrationSchema>;

// The seeds' sponsor form has no confirmation field; when a form sends one, it must match.
export const sponsorRegistrationSchema = z
  .object({
    name: requiredText(a.nameRequired, 'Name', 100),
    email: emailSchema,
    organizationType: sponsorOrganizationTypeSchema,
    phone: optionalSaPhoneSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema.optional(),
  })
  .refine(matching, passwordsMatch);
export type SponsorRegistration = z.infer<typeof sponsorRegistrationSchema>;

export const audienceRegistrationResponseSchema = z.object({
  message: z.string(),
  /** Counselor, institution, NSFAS: '/login' (with a check-your-email message); sponsor: '/sponsors/login'. */
  next: z.string(),
  /** True when the account must confirm its email address before signing in. */
  checkEmail: z.boolean(),
  detail: z.string(),
});
export type AudienceRegistrationResponse = z.infer<typeof audienceRegistrationResponseSchema>;

export const confirmEmailRequestSchema = z.object({
  token: z
    .string({ error: emailConfirmationTexts.invalidLink })
    .min(1, { error: emailConfirmationTexts.invalidLink })
    .max(200, { error: emailConfirmationTexts.invalidLink }),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

export const confirmEmailResponseSchema = z.object({
  message: z.string(),
  /** The login page of the account's audience. */
  next: z.string(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

export const resendConfirmationRequestSchema = z.object({
  email: z.email({ error: r.emailInvalid }).max(254, { error: r.emailInvalid }),
});
export type ResendConfirmationRequest = z.infer<typeof resendConfirmationRequestSchema>;
