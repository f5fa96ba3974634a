import { z } from 'zod';
import { programmeManagementTexts as t } from '../../institution-workspace-texts.ts';
import { subjectRequirementSchema } from '../aps.ts';

/*
 * The institution's own programmes (issue 25): the same rows learners' catalogue, eligibility and
 * APS views read. Every change stamps updatedByInstitutionAt.
 *
 * GET  /api/institution/programmes        -> managedProgrammeListSchema (any member)
 * POST /api/institution/programmes        -> 201 managedProgrammeSchema (the lead)
 * PUT  /api/institution/programmes/:id    -> managedProgrammeSchema (the lead; another institution's id: 404)
 *
 * Admins (issue 26), for any catalogue institution; changes stamp correctedAt instead:
 * GET  /api/admin/catalogue/institutions/:institutionId/programmes
 * POST /api/admin/catalogue/institutions/:institutionId/programmes
 * PUT  /api/admin/catalogue/institutions/:institutionId/programmes/:id
 */

/** The form edits one subject at a minimum level; richer stored requirements (alternatives) are sent back as they are. */
export const subjectLevelSchema = z.strictObject({
  subject: z.string().trim().min(1).max(80),
  minLevel: z.number().int().min(1).max(7),
});
export type SubjectLevel = z.infer<typeof subjectLevelSchema>;

export const programmeInputSchema = z.object({
  name: z.string({ error: t.nameRequired }).trim().min(2, { error: t.nameRequired }).max(200, { error: t.nameRequired }),
  faculty: z.string().trim().max(120).nullable(),
  qualificationType: z.string({ error: t.qualificationRequired }).trim().min(2, { error: t.qualificationRequired }).max(80, { error: t.qualificationRequired }),
  durationYears: z.number({ error: t.durationInvalid }).min(0.5, { error: t.durationInvalid }).max(10, { error: t.durationInvalid }).nullable(),
  /** The South African NQF level, 1 to 10 (a diploma 6, a degree 7); optional for older clients. */
  nqfLevel: z
    .number({ error: t.nqfLevelInvalid })
    .int({ error: t.nqfLevelInvalid })
    .min(1, { error: t.nqfLevelInvalid })
    .max(10, { error: t.nqfLevelInvalid })
    .nullable()
    .default(null),
  /** In the unit of the institution's own rule pack; the API checks it against the pack's maximum. */
  minAps: z.number({ error: t.minApsInvalid }).int({ error: t.minApsInvalid }).min(0, { error: t.minApsInvalid }).nullable(),
  subjectMinimums: z.array(z.union([subjectLevelSchema, subjectRequirementSchema])).max(12),
  places: z
    .number({ error: t.placesInvalid })
    .int({ error: t.placesInvalid })
    .min(0, { error: t.placesInvalid })
    .max(100_000, { error: t.placesInvalid })
    .nullable(),
  openForIntake: z.boolean(),
});
export type ProgrammeInput = z.infer<typeof programmeInputSchema>;

export const managedProgrammeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  faculty: z.string().nullable(),
  qualificationType: z.string(),
  durationYears: z.number().nullable(),
  nqfLevel: z.number().int().nullable(),
  minAps: z.number().int().nullable(),
  apsPackId: z.string(),
  /** Stored requirements may be richer than subject + level (alternatives); the form edits the simple ones. */
  subjectMinimums: z.array(z.unknown()),
  places: z.number().int().nullable(),
  openForIntake: z.boolean(),
  updatedByInstitutionAt: z.iso.datetime().nullable(),
});
export type ManagedProgramme = z.infer<typeof managedProgrammeSchema>;
export const managedProgrammeListSchema = z.object({
  /** The institution's own rule pack: the unit and maximum of every minimum. */
  rulePack: z.object({ id: z.string(), unitLabel: z.string(), maxScore: z.number().int() }),
  programmes: z.array(managedProgrammeSchema),
});
export type ManagedProgrammeList = z.infer<typeof managedProgrammeListSchema>;
export const programmeParamsSchema = z.object({ id: z.uuid() });
/** /api/admin/catalogue/institutions/:institutionId/programmes (issue 26): an admin names the institution. */
export const adminInstitutionParamsSchema = z.object({ institutionId: z.uuid() });
