import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { verificationStatusSchema, documentTypeSchema } from '@kusasa/domain/schemas/documents';
import { applicationStatusSchema } from '@kusasa/domain/schemas/applications';

// The evaluation question files (scripts/bench-assistant/tuning.json and held-out.json): questions
// in learners' own words, written by someone who had not seen the knowledge base, each with the
// facts a correct answer must state (`must`: every group needs one alternative) and what makes it
// wrong (`mustNot`), and the learner fixture the questions about "my" data are asked as.

export const CRITICAL_KINDS = ['money', 'date', 'eligibility'] as const;

export const evaluationLearnerSchema = z.object({
  firstName: z.string(),
  province: z.string().optional(),
  grade: z.number().int().min(8).max(12),
  plan: z.string().optional(),
  marks: z.array(z.object({ subject: z.string(), mark: z.number().min(0).max(100) })),
  applications: z.array(z.object({ institution: z.string(), programme: z.string(), status: applicationStatusSchema })),
  documents: z.array(z.object({ type: documentTypeSchema, status: verificationStatusSchema })),
});
export type EvaluationLearner = z.infer<typeof evaluationLearnerSchema>;

export const evaluationQuestionSchema = z.object({
  id: z.string(),
  q: z.string().min(1),
  topic: z.string(),
  scope: z.enum(['in', 'out']),
  usesLearner: z.boolean().default(false),
  must: z.array(z.array(z.string().min(1)).min(1)),
  mustNot: z.array(z.object({ text: z.string().min(1), kind: z.enum([...CRITICAL_KINDS, 'other']) })),
  source: z.string().optional(),
  note: z.string().optional(),
});
export type EvaluationQuestion = z.infer<typeof evaluationQuestionSchema>;

export const evaluationSetSchema = z.object({
  asOf: z.iso.date(),
  writtenFrom: z.unknown().optional(),
  writtenBy: z.string().optional(),
  learner: evaluationLearnerSchema,
  questions: z.array(evaluationQuestionSchema).min(1),
});
export type EvaluationSet = z.infer<typeof evaluationSetSchema>;

/** A question file, or null when it is not there (a server without the bench's files). */
export function readEvaluationSet(path: string | URL): EvaluationSet | null {
  if (!existsSync(path)) return null;
  return evaluationSetSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}
