import { z } from 'zod';
import { apsPackById } from '../rules/aps.ts';
import { apsPackIdSchema, minApsForSubjectSchema, subjectRequirementSchema } from './aps.ts';

// The shape of apps/api/src/features/catalogue/seed/programmes.json: real programmes with their
// published entry requirements, one source each. Requirements change every year, so every row says
// how sure it is and where it came from.

export const QUALIFICATION_TYPES = ['bachelor', 'diploma', 'higher_certificate', 'national_certificate_vocational', 'nated', 'other'] as const;
export const qualificationTypeSchema = z.enum(QUALIFICATION_TYPES);

export const STUDY_MODES = ['full_time', 'part_time', 'distance'] as const;
export const studyModeSchema = z.enum(STUDY_MODES);

export const SEED_CONFIDENCE = ['high', 'medium', 'low'] as const;

export const programmeSeedSchema = z
  .strictObject({
    /** Stable id for idempotent seeding, e.g. 'wits-bcom'. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    institutionSlug: z.string().min(1),
    name: z.string().min(3),
    code: z.string().min(1).nullable(),
    faculty: z.string().min(1).nullable(),
    campus: z.string().min(1).nullable(),
    qualificationType: qualificationTypeSchema,
    studyMode: studyModeSchema,
    durationYears: z.number().positive().max(7).nullable(),
    /** On the scale of the programme's rule pack; null where none is published. */
    minAps: z.number().int().nonnegative().nullable(),
    apsPackId: apsPackIdSchema,
    subjectMinimums: z.array(subjectRequirementSchema),
    /** A different minimum for learners offering a subject (NMU: by Mathematics or Mathematical Literacy). */
    minApsBySubject: z.array(minApsForSubjectSchema).default([]),
    /** Requirements the structured fields cannot express, shown as published. */
    otherRequirements: z.string().min(1).nullable(),
    intakeYear: z.number().int().min(2000).max(2100).nullable(),
    sourceUrl: z.url({ protocol: /^https?$/ }),
    confidence: z.enum(SEED_CONFIDENCE),
    notes: z.string().min(1).nullable(),
  })
  .refine((programme) => programme.minAps === null || programme.minAps <= (apsPackById(programme.apsPackId)?.maxScore ?? 0), {
    error: 'minAps is above the maximum of the rule pack',
    path: ['minAps'],
  })
  .refine((programme) => programme.minApsBySubject.every((entry) => entry.minAps <= (apsPackById(programme.apsPackId)?.maxScore ?? 0)), {
    error: 'a minimum in minApsBySubject is above the maximum of the rule pack',
    path: ['minApsBySubject'],
  });
export type ProgrammeSeed = z.infer<typeof programmeSeedSchema>;

export const programmeSeedFileSchema = z.object({
  source: z.string().min(1),
  programmes: z.array(programmeSeedSchema),
});
