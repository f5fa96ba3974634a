import { z } from 'zod';
import { applicationFieldTexts as t } from '../../application-texts.ts';
import { GRADE12_RESULTS_MAX_LENGTH, PERSONAL_STATEMENT_MAX_LENGTH } from '../applications.ts';

// POST /api/applications/:id/resubmit: the learner fixes what the institution asked for (the
// fields here; documents through the documents page) and sends the application again.

export const resubmitInputSchema = z.object({
  grade12Results: z.string().trim().min(1, { error: t.grade12ResultsRequired }).max(GRADE12_RESULTS_MAX_LENGTH, { error: t.grade12ResultsTooLong }).optional(),
  personalStatement: z.string().max(PERSONAL_STATEMENT_MAX_LENGTH, { error: t.personalStatementTooLong }).optional(),
});
export type ResubmitInput = z.infer<typeof resubmitInputSchema>;
