import type { z } from 'zod';
import type { AudienceRegistrationResponse } from '@kusasa/domain/schemas/audience-registration';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors';

// What a counselor, institution, NSFAS or sponsor registration form asks for, as data: one form
// component (registration-form.tsx) renders each, validates it with the API's own schema and sends it.

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec {
  /** The request body's property, which is also the name the API's field errors use. */
  name: string;
  label: string;
  /** A select, a password (shown or hidden together with the form's other passwords), or an input of that type. */
  kind: 'text' | 'email' | 'tel' | 'url' | 'password' | 'select';
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  /** For selects. */
  options?: readonly FieldOption[];
  placeholder?: string;
  /** Left out of the request when empty. */
  optional?: boolean;
  /** Takes the whole row on wide screens (sections lay their fields out in two columns). */
  wide?: boolean;
}

export interface SectionSpec {
  title: string;
  fields: readonly FieldSpec[];
}

export interface RegistrationFormSpec<Body> {
  intro: string;
  sections: readonly SectionSpec[];
  /** The schema the API parses the request with. */
  schema: z.ZodType<Body>;
  submit: (body: Body) => Promise<AudienceRegistrationResponse>;
  /** Seed 000 section 8: shown when the server gives no message. */
  fallbackError: string;
  /** The sign-in link under the form. */
  signIn: { to: string; label: string };
}

export type FormValues = Record<string, string>;

/** Options whose label is the value itself (the seeds' specializations, regions, departments). */
export const optionsOf = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value }));

type Sections = readonly SectionSpec[];

export const fieldsOf = (sections: Sections): FieldSpec[] => sections.flatMap((section) => section.fields);

export function emptyValues(sections: Sections): FormValues {
  return Object.fromEntries(fieldsOf(sections).map((field) => [field.name, '']));
}

/** The request body: texts trimmed (passwords as typed), empty optional fields left out. */
export function requestInput(sections: Sections, values: FormValues): Record<string, string> {
  const input: Record<string, string> = {};
  for (const field of fieldsOf(sections)) {
    const raw = values[field.name] ?? '';
    const value = field.kind === 'password' ? raw : raw.trim();
    if (field.optional && value === '') continue;
    input[field.name] = value;
  }
  return input;
}

export type Validation<Body> = { ok: true; data: Body } | { ok: false; errors: FieldErrors };

/** The API's own schema, for feedback before anything is sent. */
export function validate<Body>(spec: RegistrationFormSpec<Body>, values: FormValues): Validation<Body> {
  const parsed = spec.schema.safeParse(requestInput(spec.sections, values));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrorsFrom(parsed.error.issues) };
}
