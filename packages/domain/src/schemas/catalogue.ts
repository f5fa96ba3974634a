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
  /** Where a learner applies directly (issue 26); the API always sends it. */
  applyUrl: z.string().nullable().optional(),
  /** Why the catalogue has no programmes for it; null when it has them. */
  programmesNotPublished: z.string().nullable().optional(),
});
export type Institution = z.infer<typeof institutionSchema>;

/** One application cycle as published (issue 26); a null date or fee is "not published". */
export const catalogueIntakeSchema = z.object({
  name: z.string(),
  year: z.number().int(),
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  lateClosesOn: z.string().nullable(),
  lateRules: z.string().nullable(),
  /** Null with feeNotPublished false: no fee. */
  applicationFeeCents: z.number().int().nullable(),
  feeNotPublished: z.boolean(),
  open: z.boolean(),
  sourceTitle: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  checkedOn: z.string().nullable(),
});
export type CatalogueIntake = z.infer<typeof catalogueIntakeSchema>;

/** How much of the institution the catalogue holds, and from where. */
export const catalogueCoverageSchema = z.object({
  apsRuleNote: z.string().nullable(),
  source: z.object({ title: z.string(), year: z.number().int().nullable(), url: z.string().nullable(), checkedOn: z.string().nullable() }).nullable(),
  intakes: z.array(catalogueIntakeSchema),
});
export type CatalogueCoverage = z.infer<typeof catalogueCoverageSchema>;

/** GET /api/institutions/:id: the list's fields and the coverage. */
export const institutionDetailSchema = institutionSchema.extend({ coverage: catalogueCoverageSchema });
export type InstitutionDetail = z.infer<typeof institutionDetailSchema>;

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
  // Issue 26: the API always sends these; null is "not published".
  campus: z.string().nullable().optional(),
  nqfLevel: z.number().int().nullable().optional(),
  durationYears: z.number().nullable().optional(),
  entryGrade: z.number().int().nullable().optional(),
  otherRequirements: z.string().nullable().optional(),
  /** A programme that closes before its institution's intake does. */
  closesOn: z.string().nullable().optional(),
  tuitionFeeCents: z.number().int().nullable().optional(),
  sourceTitle: z.string().nullable().optional(),
  sourceYear: z.number().int().nullable().optional(),
  checkedOn: z.string().nullable().optional(),
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
