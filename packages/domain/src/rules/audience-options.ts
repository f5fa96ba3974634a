import { z } from 'zod';
import { audienceRegistrationTexts, validationTexts } from '../texts.ts';

// Option lists of the counselor and funding-agency (NSFAS) registration forms.

export const COUNSELOR_SPECIALIZATIONS = [
  'Career Guidance',
  'Academic Counseling',
  'Student Support',
  'Financial Aid Guidance',
  'University Applications',
  'TVET Applications',
  'Skills Development',
  'General Counseling',
  'Other',
] as const;

export const EXPERIENCE_BANDS = ['Less than 1 year', '1-3 years', '4-6 years', '7-10 years', 'More than 10 years'] as const;

export const NSFAS_DEPARTMENTS = [
  'Student Funding',
  'Applications',
  'Verification',
  'Compliance',
  'IT Support',
  'Administration',
  'Management',
  'Other',
] as const;

export const counselorSpecializationSchema = z.enum(COUNSELOR_SPECIALIZATIONS, { error: validationTexts.selectSpecialization });
export const experienceBandSchema = z.enum(EXPERIENCE_BANDS, { error: validationTexts.selectExperience });
export const nsfasDepartmentSchema = z.enum(NSFAS_DEPARTMENTS, { error: validationTexts.selectDepartment });

export type CounselorSpecialization = z.infer<typeof counselorSpecializationSchema>;
export type ExperienceBand = z.infer<typeof experienceBandSchema>;
export type NsfasDepartment = z.infer<typeof nsfasDepartmentSchema>;

// Sponsor registration's organisation types (seed 002 section 3). The admin sponsor filter uses
// another list (corporate, foundation, government, individual); that belongs to sponsor management.
export const SPONSOR_ORGANIZATION_TYPES = ['individual', 'company', 'ngo', 'government'] as const;
export const sponsorOrganizationTypeSchema = z.enum(SPONSOR_ORGANIZATION_TYPES, { error: audienceRegistrationTexts.selectOrganizationType });
export type SponsorOrganizationType = z.infer<typeof sponsorOrganizationTypeSchema>;
