import { USER_TYPES, type UserType } from '@kusasa/domain/rules/roles';

const ROLE_LABELS: Record<UserType, string> = {
  student: 'Student',
  consultant: 'Consultant',
  institution: 'Institution',
  sponsor: 'Sponsor',
  nsfas: 'NSFAS',
  admin: 'Admin',
};

/** The role selector's options, in the seeds' order: student, consultant, institution, sponsor, nsfas, admin. */
export const ROLE_OPTIONS = USER_TYPES.map((value) => ({ value, label: ROLE_LABELS[value] }));

export const roleLabel = (userType: UserType) => ROLE_LABELS[userType];
