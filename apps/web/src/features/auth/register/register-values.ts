import type { PlanId } from '@kusasa/domain/rules/plans';
import { keepDigits } from '@kusasa/domain/rules/sa-id';
import { type StudentRegistration, needsGuardian, studentRegistrationSchema } from '@kusasa/domain/schemas/registration';
import { emptyGuardianValues, type GuardianValues } from '../../../components/ui/guardian-fields';
import { type FieldErrors, fieldErrorsFrom } from '../../../lib/form-errors';

/** What the registration form holds while the learner types. */
export interface RegisterValues {
  fullName: string;
  idNumber: string;
  gender: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptPrivacy: boolean;
  acceptTerms: boolean;
  guardian: GuardianValues;
}

export const emptyRegisterValues: RegisterValues = {
  fullName: '',
  idNumber: '',
  gender: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptPrivacy: false,
  acceptTerms: false,
  guardian: emptyGuardianValues,
};

/** The ID field keeps digits only, whatever is typed or pasted ('800101 5009 08 7'). */
export const cleanIdNumber = keepDigits;

/** Whether the typed ID number's date of birth makes the learner under 18 today. */
export function showsGuardian(values: RegisterValues, now: Date = new Date()): boolean {
  return needsGuardian(values.idNumber, now);
}

/** The request body, as the API's schema expects it. */
export function registrationInput(values: RegisterValues, plan: PlanId | null, now: Date = new Date()) {
  return {
    fullName: values.fullName,
    idNumber: values.idNumber,
    gender: values.gender || undefined,
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    acceptPrivacy: values.acceptPrivacy,
    acceptTerms: values.acceptTerms,
    ...(plan ? { plan } : {}),
    ...(showsGuardian(values, now)
      ? { guardian: { ...values.guardian, relationship: values.guardian.relationship || undefined, email: values.guardian.email.trim() } }
      : {}),
  };
}

export type ValidationResult = { ok: true; data: StudentRegistration } | { ok: false; errors: FieldErrors };

/** The same schema the API parses the request with, for feedback before anything is sent. */
export function validateRegistration(values: RegisterValues, plan: PlanId | null): ValidationResult {
  const parsed = studentRegistrationSchema.safeParse(registrationInput(values, plan));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorsFrom(parsed.error.issues) };
}

/** Field names the form shows errors for; any other error belongs to the form as a whole. */
export const REGISTER_FIELDS = [
  'fullName',
  'idNumber',
  'gender',
  'email',
  'password',
  'confirmPassword',
  'acceptPrivacy',
  'acceptTerms',
  'guardian',
  'guardian.name',
  'guardian.relationship',
  'guardian.phone',
  'guardian.email',
] as const;
