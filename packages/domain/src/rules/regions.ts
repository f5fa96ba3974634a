import { z } from 'zod';
import { validationTexts } from '../texts.ts';

export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'Northern Cape',
  'North West',
  'Western Cape',
] as const;

// Counselors may cover the whole country; funding-agency staff may sit in the head office.
export const COUNSELOR_REGIONS = [...PROVINCES, 'National'] as const;
export const NSFAS_REGIONS = [...PROVINCES, 'National Office'] as const;

export const provinceSchema = z.enum(PROVINCES, { error: validationTexts.selectProvince });
export const counselorRegionSchema = z.enum(COUNSELOR_REGIONS, { error: validationTexts.selectRegion });
export const nsfasRegionSchema = z.enum(NSFAS_REGIONS, { error: validationTexts.selectRegion });

export type Province = z.infer<typeof provinceSchema>;
export type CounselorRegion = z.infer<typeof counselorRegionSchema>;
export type NsfasRegion = z.infer<typeof nsfasRegionSchema>;
