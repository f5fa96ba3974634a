import { z } from 'zod';
import { ELIGIBILITY_STATUSES, apsCountedSubjectSchema, apsPackIdSchema, eligibilityReasonSchema, scoreUnitSchema } from './aps.ts';
import { NSC_PASS_TYPES } from '../rules/nsc-pass.ts';

// The signed-in learner's own APS and programme eligibility, computed by the server from the marks
// saved in the profile wizard (Grade 12 marks when there are any, else Grade 11).

export const MARKS_SOURCES = ['grade12', 'grade11'] as const;
/** Which results the marks are: a label only, the scoring is the same. */
export const MARKS_SITTINGS = ['grade11-final', 'grade12-june', 'grade12-trial', 'grade12-final'] as const;
export const marksSittingSchema = z.enum(MARKS_SITTINGS);
export type MarksSitting = z.infer<typeof marksSittingSchema>;

// Every score says which unit it is in and out of what, so a client shows "Applicant Score 412 / 600"
// for NMU rather than calling it an APS. The unit fields were added after the first clients: the API
// always sends them; they are optional here only so that a client built before them still parses.

export const packScoreSchema = z.object({
  packId: apsPackIdSchema,
  name: z.string(),
  score: z.number(),
  maxScore: z.number(),
  unit: scoreUnitSchema,
  /** 'APS', 'Applicant Score' or 'Faculty Points Score'. */
  unitLabel: z.string(),
  /** The institutions (catalogue slugs) whose default method this pack is. */
  institutionSlugs: z.array(z.string()),
});
export type PackScore = z.infer<typeof packScoreSchema>;

/**
 * The learner's score at an institution in the catalogue whose programmes use a unit other than the
 * APS (NMU's Applicant Score, UCT's Faculty Points Score): an APS out of 42 says nothing there.
 */
export const ownUnitScoreSchema = z.object({
  institutionName: z.string(),
  packId: apsPackIdSchema,
  score: z.number(),
  maxScore: z.number(),
  unit: scoreUnitSchema,
  unitLabel: z.string(),
});
export type OwnUnitScore = z.infer<typeof ownUnitScoreSchema>;

export const myApsSchema = z.object({
  hasMarks: z.boolean(),
  source: z.enum(MARKS_SOURCES).nullable(),
  sitting: marksSittingSchema.nullable(),
  /** The common rule: best six 20-credit subjects, Life Orientation excluded, out of 42. */
  score: z.number().int().min(0).max(42).nullable(),
  /** The scale of `score`: always the APS out of 42. */
  maxScore: z.literal(42).optional(),
  unit: z.literal('aps').optional(),
  unitLabel: z.string().optional(),
  countedSubjects: z.array(apsCountedSubjectSchema),
  passType: z.enum(NSC_PASS_TYPES).nullable(),
  packs: z.array(packScoreSchema),
  /** One per institution and rule pack in another unit, for the catalogue's active programmes. */
  ownUnitScores: z.array(ownUnitScoreSchema).optional(),
});
export type MyAps = z.infer<typeof myApsSchema>;

export const programmeEligibilitySchema = z.object({
  programId: z.uuid(),
  status: z.enum(ELIGIBILITY_STATUSES),
  reasons: z.array(eligibilityReasonSchema),
  /** The reasons as the sentences shown to the learner, in the same order. */
  texts: z.array(z.string()),
  /** The programme's rule pack and the learner's score under it, in that pack's unit. */
  packId: apsPackIdSchema.optional(),
  score: z.number().optional(),
  maxScore: z.number().optional(),
  unit: scoreUnitSchema.optional(),
  unitLabel: z.string().optional(),
  /** The minimum that applies to this learner, in the same unit (NMU: by Mathematics or Mathematical Literacy); null when none is published. */
  minAps: z.number().nullable().optional(),
});
export type ProgrammeEligibility = z.infer<typeof programmeEligibilitySchema>;

export const programmeEligibilityListSchema = z.object({ results: z.array(programmeEligibilitySchema) });
export type ProgrammeEligibilityList = z.infer<typeof programmeEligibilityListSchema>;
