import { z } from 'zod';
import { apsInputTexts } from '../aps-texts.ts';
import { APS_PACK_IDS, SCORE_UNITS } from '../rules/aps.ts';
import { NSC_PASS_TYPES } from '../rules/nsc-pass.ts';

const markRange = apsInputTexts.markRange;

export const markSchema = z.number({ error: markRange }).int({ error: markRange }).min(0, { error: markRange }).max(100, { error: markRange });

export const subjectMarkSchema = z.object({
  subject: z.string({ error: apsInputTexts.subjectRequired }).trim().min(1, { error: apsInputTexts.subjectRequired }).max(100),
  mark: markSchema,
});
export type SubjectMarkInput = z.infer<typeof subjectMarkSchema>;

export const apsMarksSchema = z.array(subjectMarkSchema).max(20);

export const apsPackIdSchema = z.enum(APS_PACK_IDS);

export const apsCountedSubjectSchema = z.object({ subject: z.string(), mark: z.number(), points: z.number() });

export const scoreUnitSchema = z.enum(SCORE_UNITS);

export const apsScoreResultSchema = z.object({
  score: z.number(),
  /** The scale the score is on: 'applicant-score' out of 600 is NMU's, not an APS. */
  maxScore: z.number(),
  unit: scoreUnitSchema,
  countedSubjects: z.array(apsCountedSubjectSchema),
  explanation: z.string(),
});

/** A rule pack without its scoring function, as an API can list it. */
export const apsPackSummarySchema = z.object({
  id: apsPackIdSchema,
  institutionSlugs: z.array(z.string()),
  name: z.string(),
  maxScore: z.number(),
  unit: scoreUnitSchema,
  scale: z.enum(['points', 'percent']),
  sourceUrl: z.string(),
  notes: z.string(),
});

const nscPassShortfallSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home_language') }),
  z.object({ kind: z.literal('subjects_at_40'), needed: z.literal(3), have: z.number() }),
  z.object({ kind: z.literal('subjects_at_30'), needed: z.literal(6), have: z.number() }),
  z.object({ kind: z.literal('too_many_failed'), failed: z.number() }),
  z.object({ kind: z.literal('language_of_teaching') }),
  z.object({ kind: z.literal('subjects_at_level'), minMark: z.union([z.literal(40), z.literal(50)]), needed: z.literal(4), have: z.number() }),
]);

export const nscPassResultSchema = z.object({
  passType: z.enum(NSC_PASS_TYPES),
  missing: z.array(nscPassShortfallSchema),
});

// Programme requirements, as the catalogue stores them and eligibility reads them.

const subjectName = z.string().trim().min(1);
const level = z.number().int().min(1).max(7);
const minimumMark = z.number().int().min(0).max(100);

/** One subject, or alternatives that share the same minimum (['Mathematics', 'Technical Mathematics']). */
export const subjectMinimumSchema = z.strictObject({
  subject: z.union([subjectName, z.array(subjectName).min(1)]),
  minLevel: level.optional(),
  minMark: minimumMark.optional(),
});

/** Alternatives with different minimums, e.g. Mathematics level 2 or Mathematical Literacy level 4. */
export const subjectAlternativesSchema = z.strictObject({
  anyOf: z.array(z.strictObject({ subject: subjectName, minLevel: level.optional(), minMark: minimumMark.optional() })).min(2),
});

export const subjectRequirementSchema = z.union([subjectMinimumSchema, subjectAlternativesSchema]);
export type SubjectRequirement = z.infer<typeof subjectRequirementSchema>;

/**
 * A different minimum for learners who offer a given subject, in the pack's unit: NMU publishes e.g.
 * LLB "370 with Mathematics, 385 with Mathematical Literacy" (minAps 370 plus this entry).
 */
export const minApsForSubjectSchema = z.strictObject({ subject: subjectName, minAps: z.number().int().nonnegative() });
export type MinApsForSubject = z.infer<typeof minApsForSubjectSchema>;

export const programmeRequirementSchema = z.object({
  /** On the scale of the programme's rule pack (an Applicant Score for NMU's pack). */
  minAps: z.number().int().nonnegative().nullable(),
  apsPackId: apsPackIdSchema,
  subjectMinimums: z.array(subjectRequirementSchema),
  /** The first entry whose subject the learner offers replaces minAps. */
  minApsBySubject: z.array(minApsForSubjectSchema).optional(),
});
export type ProgrammeRequirement = z.infer<typeof programmeRequirementSchema>;

export const ELIGIBILITY_STATUSES = ['meets', 'nearly', 'does_not_meet'] as const;

export const eligibilityReasonSchema = z.discriminatedUnion('kind', [
  // unit: which score is short ('APS short by 3', 'Applicant Score short by 15'); absent means an APS.
  z.object({ kind: z.literal('aps_short'), by: z.number(), unit: scoreUnitSchema.optional() }),
  z.object({ kind: z.literal('missing_subject'), subject: z.string() }),
  z.object({ kind: z.literal('mark_too_low'), subject: z.string(), needed: z.number(), got: z.number() }),
]);
export type EligibilityReason = z.infer<typeof eligibilityReasonSchema>;

export const eligibilityResultSchema = z.object({
  status: z.enum(ELIGIBILITY_STATUSES),
  reasons: z.array(eligibilityReasonSchema),
  packId: apsPackIdSchema,
  /** The minimum that applies to this learner (see minApsBySubject), in aps.unit. */
  minAps: z.number().nullable(),
  aps: apsScoreResultSchema,
});
export type EligibilityResult = z.infer<typeof eligibilityResultSchema>;
