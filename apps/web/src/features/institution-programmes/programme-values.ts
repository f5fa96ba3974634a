import { subjectLevelSchema, type ManagedProgramme, type ProgrammeInput, type SubjectLevel } from '@kusasa/domain/schemas/institution-workspace/programmes';

/** The form's values: text as typed; subject rows the form edits, and richer requirements kept as they are. */
export interface ProgrammeFormValues {
  name: string;
  faculty: string;
  qualificationType: string;
  durationYears: string;
  nqfLevel: string;
  minAps: string;
  places: string;
  openForIntake: boolean;
  subjects: { subject: string; minLevel: string }[];
  kept: unknown[];
}

const text = (value: number | null) => (value === null ? '' : String(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

export function formValuesOf(programme: ManagedProgramme | null): ProgrammeFormValues {
  const simple: SubjectLevel[] = [];
  const kept: unknown[] = [];
  for (const requirement of programme?.subjectMinimums ?? []) {
    const parsed = subjectLevelSchema.safeParse(requirement);
    if (parsed.success) simple.push(parsed.data);
    else kept.push(requirement);
  }
  return {
    name: programme?.name ?? '',
    faculty: programme?.faculty ?? '',
    qualificationType: programme?.qualificationType ?? '',
    durationYears: text(programme?.durationYears ?? null),
    nqfLevel: text(programme?.nqfLevel ?? null),
    minAps: text(programme?.minAps ?? null),
    places: text(programme?.places ?? null),
    openForIntake: programme?.openForIntake ?? true,
    subjects: simple.map((row) => ({ subject: row.subject, minLevel: String(row.minLevel) })),
    kept,
  };
}

/** What the API is sent (checked with the domain schema before sending). */
export function inputOf(values: ProgrammeFormValues): Record<keyof ProgrammeInput, unknown> {
  return {
    name: values.name,
    faculty: values.faculty.trim() === '' ? null : values.faculty,
    qualificationType: values.qualificationType,
    durationYears: numberOrNull(values.durationYears),
    nqfLevel: numberOrNull(values.nqfLevel),
    minAps: numberOrNull(values.minAps),
    places: numberOrNull(values.places),
    openForIntake: values.openForIntake,
    subjectMinimums: [...values.subjects.map((row) => ({ subject: row.subject, minLevel: Number(row.minLevel) })), ...values.kept],
  };
}
