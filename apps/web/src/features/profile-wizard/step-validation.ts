import { keepDigits } from '@kusasa/domain/rules/sa-id';
import { addressStepSchema, contactStepSchema, educationStepSchemaAt, personalStepSchema } from '@kusasa/domain/schemas/profile';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors';
import type { StepBodies } from './api/save-step';
import type { AddressValues, ContactValues, EducationValues, GradeKey, PersonalValues, SubjectRow } from './wizard-values';

// Each step checked in the browser with the schema the API parses with, before anything is sent.

export type StepValidation<B> =
  | { ok: true; body: B; /** Server field paths back to the form's (the education rows). */ remap?: (fields: FieldErrors) => FieldErrors }
  | { ok: false; errors: FieldErrors };

function check<B>(parsed: { success: true; data: B } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): StepValidation<B> {
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: fieldErrorsFrom(parsed.error.issues) };
}

export const cleanIdNumber = keepDigits;

export function validatePersonal(values: PersonalValues): StepValidation<StepBodies['personal']> {
  return check(personalStepSchema.safeParse({ ...values, gender: values.gender || undefined }));
}

export function validateContact(values: ContactValues): StepValidation<StepBodies['contact']> {
  return check(contactStepSchema.safeParse({ ...values, contactEmail: values.contactEmail.trim() }));
}

export function validateAddress(values: AddressValues): StepValidation<StepBodies['address']> {
  return check(addressStepSchema.safeParse({ ...values, province: values.province || undefined }));
}

const isBlank = (row: SubjectRow) => !row.other && row.subject === '' && row.mark.trim() === '';
const toMark = (mark: string) => (mark.trim() === '' ? undefined : Number(mark));

/**
 * Empty rows are skipped (the form always shows seven), so error paths are mapped back from the
 * sent list's positions to the rows on screen.
 */
export function validateEducation(values: EducationValues, now: Date = new Date()): StepValidation<StepBodies['education']> {
  const positions: Record<GradeKey, number[]> = { grade11Subjects: [], grade12Subjects: [] };
  const listOf = (key: GradeKey) =>
    values[key].flatMap((row, index) => {
      if (isBlank(row)) return [];
      positions[key].push(index);
      return [{ subject: row.subject.trim(), mark: toMark(row.mark) }];
    });
  const input = {
    schoolName: values.schoolName,
    province: values.province || undefined,
    completionYear: values.completionYear.trim() === '' ? undefined : Number(values.completionYear),
    grade12Sitting: values.grade12Sitting || undefined,
    grade11Subjects: listOf('grade11Subjects'),
    grade12Subjects: listOf('grade12Subjects'),
  };
  const remap = (fields: FieldErrors): FieldErrors => {
    const mapped: FieldErrors = {};
    for (const [path, message] of Object.entries(fields)) {
      const match = /^(grade1[12]Subjects)\.(\d+)\.(.+)$/.exec(path);
      const key = match?.[1] as GradeKey | undefined;
      mapped[key && match ? `${key}.${positions[key][Number(match[2])] ?? match[2]}.${match[3]}` : path] = message;
    }
    return mapped;
  };
  const result = check(educationStepSchemaAt(now).safeParse(input));
  return result.ok ? { ...result, remap } : { ok: false, errors: remap(result.errors) };
}
