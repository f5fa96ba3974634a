import { currentYear, type Profile, type WizardDraft, INITIAL_SUBJECT_ROWS, WIZARD_SUBJECTS } from '@kusasa/domain/schemas/profile';
import { sameSubject } from '@kusasa/domain/rules/nsc-subject-names';

// What the wizard's forms hold while the learner types (strings, as inputs give them), and how
// it is made from the saved profile and a Save & Exit draft.

export interface PersonalValues {
  fullName: string;
  idNumber: string;
  gender: string;
}
export interface ContactValues {
  phoneNumber: string;
  contactEmail: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
}
export interface AddressValues {
  addressType: string;
  streetAddress: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
}
/** A row of the subject list; `other` when the learner picked Other and types the name. */
export interface SubjectRow {
  id: string;
  subject: string;
  mark: string;
  other?: boolean;
}
export interface EducationValues {
  schoolName: string;
  province: string;
  completionYear: string;
  grade12Sitting: string;
  grade11Subjects: SubjectRow[];
  grade12Subjects: SubjectRow[];
}
export interface WizardValues {
  personalInfo: PersonalValues;
  contactInfo: ContactValues;
  addressInfo: AddressValues;
  educationInfo: EducationValues;
}
export type GradeKey = 'grade11Subjects' | 'grade12Subjects';

let rowSequence = 0;
export const newRowId = () => `row-${Date.now().toString(36)}-${(rowSequence += 1)}`;

export const blankRow = (): SubjectRow => ({ id: newRowId(), subject: '', mark: '' });
export const blankRows = (count = INITIAL_SUBJECT_ROWS): SubjectRow[] => Array.from({ length: count }, blankRow);

/** A saved or extracted subject as a row: a name outside the list is an Other row. */
export function rowOf(subject: string, mark: number | string): SubjectRow {
  const named = WIZARD_SUBJECTS.find((name) => sameSubject(name, subject));
  return { id: newRowId(), subject: named ?? subject, mark: String(mark), ...(named ? {} : { other: true }) };
}

/** At least the seven initial rows, so a short list still shows empty rows to fill. */
export function rowsOf(subjects: readonly { subject: string; mark: number | string }[]): SubjectRow[] {
  const rows = subjects.map((entry) => rowOf(entry.subject, entry.mark));
  return rows.length >= INITIAL_SUBJECT_ROWS ? rows : [...rows, ...blankRows(INITIAL_SUBJECT_ROWS - rows.length)];
}

/** Empty forms (Start New); the personal step starts from the account's registration details. */
export function emptyValues(profile?: Profile, now: Date = new Date()): WizardValues {
  return {
    personalInfo: { fullName: profile?.personal.fullName ?? '', idNumber: profile?.personal.idNumber ?? '', gender: profile?.personal.gender ?? '' },
    contactInfo: { phoneNumber: '', contactEmail: '', emergencyContactName: '', emergencyContactPhone: '' },
    addressInfo: { addressType: 'residential', streetAddress: '', suburb: '', city: '', province: '', postalCode: '' },
    educationInfo: {
      schoolName: '',
      province: '',
      completionYear: String(currentYear(now)),
      grade12Sitting: 'final',
      grade11Subjects: blankRows(),
      grade12Subjects: blankRows(),
    },
  };
}

/** The forms filled with everything the server has saved. */
export function valuesFromProfile(profile: Profile, now: Date = new Date()): WizardValues {
  const empty = emptyValues(profile, now);
  const { contact, address, education } = profile;
  return {
    personalInfo: empty.personalInfo,
    contactInfo: {
      phoneNumber: contact.phoneNumber ?? '',
      contactEmail: contact.contactEmail ?? '',
      emergencyContactName: contact.emergencyContactName ?? '',
      emergencyContactPhone: contact.emergencyContactPhone ?? '',
    },
    addressInfo: address ? { ...address } : empty.addressInfo,
    educationInfo: education
      ? {
          schoolName: education.schoolName,
          province: education.province,
          completionYear: String(education.completionYear),
          grade12Sitting: education.grade12Sitting,
          grade11Subjects: rowsOf(education.grade11Subjects),
          grade12Subjects: rowsOf(education.grade12Subjects),
        }
      : empty.educationInfo,
  };
}

/** Saved values with the draft's unsaved typing on top (Continue Saved Progress). */
export function withDraft(values: WizardValues, draft: WizardDraft): WizardValues {
  const education = draft.educationInfo ?? {};
  return {
    personalInfo: { ...values.personalInfo, ...draft.personalInfo },
    contactInfo: { ...values.contactInfo, ...draft.contactInfo },
    addressInfo: { ...values.addressInfo, ...draft.addressInfo },
    educationInfo: {
      ...values.educationInfo,
      ...education,
      grade11Subjects: education.grade11Subjects ?? values.educationInfo.grade11Subjects,
      grade12Subjects: education.grade12Subjects ?? values.educationInfo.grade12Subjects,
    },
  };
}

/** What Save & Exit sends as the draft: the forms as they are. */
export function toDraft(values: WizardValues): WizardDraft {
  return values;
}
