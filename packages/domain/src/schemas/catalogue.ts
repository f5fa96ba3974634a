import { z } from 'zod';

export const INSTITUTION_TYPES = ['university', 'tvet', 'college'] as const;
export const institutionTypeSchema = z.enum(INSTITUTION_TYPES);
export type InstitutionType = z.infer<typeof institutionTypeSchema>;

/** An institution's address in /institutions/:id: its id, or its slug (what the prerendered list links to). */
export const institutionKeySchema = z.union([
  z.uuid(),
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(80),
]);

export const institutionSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  type: institutionTypeSchema,
  universitySubtype: z.string().nullable(),
  province: z.string(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Institution = z.infer<typeof institutionSchema>;

export const institutionListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  province: z.string().max(40).optional(),
  type: institutionTypeSchema.optional(),
});
export type InstitutionListQuery = z.infer<typeof institutionListQuerySchema>;

export const institutionListSchema = z.object({ institutions: z.array(institutionSchema) });

export const programmeListQuerySchema = z.object({ institutionId: z.uuid().optional() });

export const programmeSchema = z.object({
  id: z.uuid(),
  institutionId: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  faculty: z.string().nullable(),
  qualificationType: z.string(),
  studyMode: z.string(),
  /** In the unit of apsPackId's rule pack: an Applicant Score out of 600 for 'nmu'. */
  minAps: z.number().int().nullable(),
  apsPackId: z.string(),
  subjectMinimums: z.array(z.unknown()),
  /** A different minimum for learners offering a subject, e.g. [{ subject: 'Mathematical Literacy', minAps: 385 }]; the API always sends it. */
  minApsBySubject: z.array(z.object({ subject: z.string(), minAps: z.number().int() })).optional(),
  intakeYear: z.number().int().nullable(),
  sourceUrl: z.string().nullable(),
  /** When the institution itself last changed the programme (issue 25); null: never. */
  updatedByInstitutionAt: z.iso.datetime().nullable().optional(),
});
export type Programme = z.infer<typeof programmeSchema>;
export const programmeListSchema = z.object({ programs: z.array(programmeSchema) });

export const subjectSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  credits: z.number().int(),
  languageLevel: z.string().nullable(),
  countsTowardsAps: z.boolean(),
});
export type Subject = z.infer<typeof subjectSchema>;
export const subjectListSchema = z.object({ subjects: z.array(subjectSchema) });
