import { z } from 'zod';
import { calendarDateIn } from '../rules/dates.ts';
import { saPhoneSchema } from '../rules/phone.ts';
import { saPostalCodeSchema } from '../rules/postal-code.ts';
import { provinceSchema } from '../rules/regions.ts';
import { saIdNumberSchema } from '../rules/sa-id.ts';
import { profileValidationTexts as t } from '../profile-texts.ts';
import { identityCheckSchema } from './identity-check.ts';

// The profile wizard's steps (seed 001 sections 2 and 5), what the server saves, and where the
// learner left off. The browser validates with these before sending; the API parses with them.

export const WIZARD_STEP_COUNT = 6;
export const LAST_WIZARD_STEP = WIZARD_STEP_COUNT - 1;
export const MIN_SUBJECTS_PER_GRADE = 6;
export const INITIAL_SUBJECT_ROWS = 7;
export const MAX_SUBJECTS_PER_GRADE = 15;
export const MIN_COMPLETION_YEAR = 1990;
const TEXT_MAX = 100;

/** 18 common NSC subjects (names as in shared/data/nsc-subjects.json); 'Other' lets the learner type one. */
export const WIZARD_SUBJECTS = [
  'English Home Language',
  'English First Additional Language',
  'Afrikaans Home Language',
  'Afrikaans First Additional Language',
  'isiZulu Home Language',
  'isiXhosa Home Language',
  'Sesotho Home Language',
  'Mathematics',
  'Mathematical Literacy',
  'Physical Sciences',
  'Life Sciences',
  'Geography',
  'History',
  'Accounting',
  'Business Studies',
  'Economics',
  'Life Orientation',
  'Computer Applications Technology',
] as const;
export const OTHER_SUBJECT = 'Other';

export const WIZARD_GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export const ADDRESS_TYPES = ['residential', 'postal'] as const;
export const GRADE12_SITTINGS = ['june', 'trial', 'final'] as const;

const requiredText = (message: string, min: number) => z.string({ error: message }).trim().min(min, { error: message }).max(TEXT_MAX, { error: t.tooLong });

export const personalStepSchema = z.object({
  fullName: z.string({ error: t.fullNameTooShort }).trim().min(2, { error: t.fullNameTooShort }).max(50, { error: t.fullNameTooLong }),
  idNumber: saIdNumberSchema,
  gender: z.enum(WIZARD_GENDERS, { error: t.genderRequired }),
});
export type PersonalStep = z.infer<typeof personalStepSchema>;

export const contactStepSchema = z.object({
  phoneNumber: saPhoneSchema,
  contactEmail: z.email({ error: t.emailInvalid }).max(64, { error: t.emailTooLong }),
  emergencyContactName: requiredText(t.emergencyNameRequired, 2),
  emergencyContactPhone: saPhoneSchema,
});
export type ContactStep = z.infer<typeof contactStepSchema>;

export const addressStepSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES).default('residential'),
  streetAddress: requiredText(t.streetRequired, 5),
  suburb: requiredText(t.suburbRequired, 2),
  city: requiredText(t.cityRequired, 2),
  province: provinceSchema,
  postalCode: saPostalCodeSchema,
});
export type AddressStep = z.infer<typeof addressStepSchema>;

const markSchema = z.number({ error: t.markRange }).int({ error: t.markRange }).min(0, { error: t.markRange }).max(100, { error: t.markRange });
export const subjectEntrySchema = z.object({
  // 'Other' is a choice in the list, not a subject: the learner types the subject's name.
  subject: requiredText(t.subjectRequired, 1).refine((name) => name !== OTHER_SUBJECT, { error: t.subjectRequired }),
  mark: markSchema,
});
export type SubjectEntry = z.infer<typeof subjectEntrySchema>;

const subjectListSchema = (minimumMessage: string) =>
  z
    .array(subjectEntrySchema, { error: minimumMessage })
    .min(MIN_SUBJECTS_PER_GRADE, { error: minimumMessage })
    .max(MAX_SUBJECTS_PER_GRADE, { error: t.tooManySubjects });

/** The year a learner finishes (or finished) Grade 12, in South Africa's calendar on `now`. */
export const currentYear = (now: Date) => calendarDateIn(now).year;

/** The education step; `now` decides the latest allowed year, so the API passes its own clock. */
export function educationStepSchemaAt(now: Date) {
  return z.object({
    schoolName: requiredText(t.schoolRequired, 2),
    province: provinceSchema,
    completionYear: z
      .number({ error: t.yearInvalid })
      .int({ error: t.yearInvalid })
      .min(MIN_COMPLETION_YEAR, { error: t.yearInvalid })
      .max(currentYear(now), { error: t.yearInFuture }),
    grade12Sitting: z.enum(GRADE12_SITTINGS).default('final'),
    grade11Subjects: subjectListSchema(t.grade11Minimum),
    grade12Subjects: subjectListSchema(t.grade12Minimum),
  });
}
export type EducationStep = z.infer<ReturnType<typeof educationStepSchemaAt>>;

// What the learner typed but has not saved yet, kept with Save & Exit (form values are strings).
const draftText = z.string().max(200);
export const draftSubjectRowSchema = z.object({ id: z.string().max(64), subject: draftText, mark: z.string().max(8), other: z.boolean().optional() });
export type DraftSubjectRow = z.infer<typeof draftSubjectRowSchema>;
const draftRows = z.array(draftSubjectRowSchema).max(30);

export const wizardDraftSchema = z.object({
  personalInfo: z.object({ fullName: draftText, idNumber: draftText, gender: draftText }).partial().optional(),
  contactInfo: z
    .object({ phoneNumber: draftText, contactEmail: draftText, emergencyContactName: draftText, emergencyContactPhone: draftText })
    .partial()
    .optional(),
  addressInfo: z
    .object({ addressType: draftText, streetAddress: draftText, suburb: draftText, city: draftText, province: draftText, postalCode: draftText })
    .partial()
    .optional(),
  educationInfo: z
    .object({
      schoolName: draftText,
      province: draftText,
      completionYear: draftText,
      grade12Sitting: draftText,
      grade11Subjects: draftRows,
      grade12Subjects: draftRows,
    })
    .partial()
    .optional(),
});
export type WizardDraft = z.infer<typeof wizardDraftSchema>;

export const progressInputSchema = z.object({
  currentStep: z.number().int().min(0).max(LAST_WIZARD_STEP),
  isDataSaved: z.boolean(),
  draft: wizardDraftSchema.default({}),
});
export type ProgressInput = z.infer<typeof progressInputSchema>;

const nullableText = z.string().nullable();
const savedSubjectSchema = z.object({ subject: z.string(), mark: z.number() });

/** GET /api/profile, and the answer of every save: everything saved, with each step's completion. */
export const profileSchema = z.object({
  personal: z.object({
    fullName: nullableText,
    idNumber: nullableText,
    gender: nullableText,
    idNumberLocked: z.boolean(),
    /** How the learner's identity was checked (issue 32); null when not verified. */
    identityCheck: identityCheckSchema.nullable(),
  }),
  contact: z.object({ phoneNumber: nullableText, contactEmail: nullableText, emergencyContactName: nullableText, emergencyContactPhone: nullableText }),
  address: z
    .object({ addressType: z.string(), streetAddress: z.string(), suburb: z.string(), city: z.string(), province: z.string(), postalCode: z.string() })
    .nullable(),
  education: z
    .object({
      schoolName: z.string(),
      province: z.string(),
      completionYear: z.number(),
      grade12Sitting: z.string(),
      grade11Subjects: z.array(savedSubjectSchema),
      grade12Subjects: z.array(savedSubjectSchema),
    })
    .nullable(),
  documents: z.object({ idDocument: z.boolean(), proofOfResidence: z.boolean(), grade11Results: z.boolean(), grade12Results: z.boolean() }),
  steps: z.object({ personal: z.boolean(), contact: z.boolean(), address: z.boolean(), education: z.boolean(), documents: z.boolean() }),
  progress: z.object({ currentStep: z.number(), isDataSaved: z.boolean(), draft: wizardDraftSchema, completedAt: z.iso.datetime().nullable() }),
});
export type Profile = z.infer<typeof profileSchema>;

export const COMPLETION_REQUIREMENTS = ['personal', 'contact', 'address', 'education', 'idDocument', 'grade12Results'] as const;
export type CompletionRequirement = (typeof COMPLETION_REQUIREMENTS)[number];

export const completeResponseSchema = z.object({ message: z.string(), completedAt: z.iso.datetime() });
export type CompleteResponse = z.infer<typeof completeResponseSchema>;
