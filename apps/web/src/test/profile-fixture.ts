import type { Profile } from '@kusasa/domain/schemas/profile';

// A learner's profile as GET /api/profile answers it, for the web tests.

export const SAVED_ID_NUMBER = '8001015009087';

const subjectsOf = (marks: number[]) =>
  ['English Home Language', 'Afrikaans First Additional Language', 'Mathematics', 'Physical Sciences', 'Life Sciences', 'Geography', 'Life Orientation'].map(
    (subject, index) => ({
      subject,
      mark: marks[index] ?? 60,
    }),
  );

export function emptyProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    personal: {
      fullName: 'Thandi Nkosi',
      idNumber: SAVED_ID_NUMBER,
      gender: 'female',
      idNumberLocked: true,
      identityCheck: { method: 'id-number-format', bureau: null, checkedAt: '2026-02-01T08:00:00.000Z' },
    },
    contact: { phoneNumber: null, contactEmail: null, emergencyContactName: null, emergencyContactPhone: null },
    address: null,
    education: null,
    documents: { idDocument: false, proofOfResidence: false, grade11Results: false, grade12Results: false },
    steps: { personal: true, contact: false, address: false, education: false, documents: false },
    progress: { currentStep: 0, isDataSaved: false, draft: {}, completedAt: null },
    ...overrides,
  };
}

export function fullProfile(overrides: Partial<Profile> = {}): Profile {
  return emptyProfile({
    contact: {
      phoneNumber: '+27821234567',
      contactEmail: 'thandi.contact@example.com',
      emergencyContactName: 'Nomsa Nkosi',
      emergencyContactPhone: '+27837654321',
    },
    address: {
      addressType: 'residential',
      streetAddress: '12 Vilakazi Street',
      suburb: 'Orlando West',
      city: 'Soweto',
      province: 'Gauteng',
      postalCode: '1804',
    },
    education: {
      schoolName: 'Orlando High School',
      province: 'Gauteng',
      completionYear: 2025,
      grade12Sitting: 'final',
      grade11Subjects: subjectsOf([61, 62, 63, 64, 65, 66, 67]),
      grade12Subjects: subjectsOf([71, 72, 73, 74, 75, 76, 77]),
    },
    documents: { idDocument: true, proofOfResidence: false, grade11Results: false, grade12Results: true },
    steps: { personal: true, contact: true, address: true, education: true, documents: true },
    ...overrides,
  });
}
