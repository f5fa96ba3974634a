import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { BuiltInAnswer } from '../../apps/api/src/features/assistant/built-in-assistant.ts';
import type { EvaluationLearner } from '../../apps/api/src/features/assistant/evaluation/question-set.ts';

// The first question set (questions.json), written with the knowledge base in view: each question
// names the source it should be answered from (an entry id, 'own-data:<intent>', or 'none' for a
// question Kusasa cannot answer). Kept as a regression check on retrieval, graded by source.

export const legacyQuestions = z
  .array(z.object({ q: z.string().min(1), expect: z.string().regex(/^(none|own-data:(aps|eligibility|documents|applications|deadlines)|[a-z0-9-]+)$/) }))
  .parse(JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')));

/** The learner the legacy questions were written for. */
export const legacyLearner: EvaluationLearner = {
  firstName: 'Legacy',
  grade: 12,
  marks: [
    { subject: 'Accounting', mark: 80 },
    { subject: 'English Home Language', mark: 75 },
    { subject: 'Life Sciences', mark: 70 },
    { subject: 'Mathematics', mark: 65 },
    { subject: 'Geography', mark: 65 },
    { subject: 'Physical Sciences', mark: 60 },
    { subject: 'Life Orientation', mark: 70 },
  ],
  applications: [{ institution: 'University of Pretoria', programme: 'BSc (Computer Science)', status: 'submitted' }],
  documents: [{ type: 'idDocument', status: 'approved' }],
};

/** The source an answer came from, as the legacy file names it. */
export function legacySourceOf(answer: BuiltInAnswer): string {
  if (answer.kind === 'not-sure') return 'none';
  return answer.sources[0]?.id ?? 'none';
}
