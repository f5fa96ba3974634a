import { z } from 'zod';
import { KNOWLEDGE_CATEGORIES } from '../../rules/assistant.ts';

// Thandi's API, camelCase like the rest of the API: the seed's `queries_remaining` (seed 001
// section 7) is `queriesRemaining` on the wire (decision 0380).

export const knowledgeCategorySchema = z.enum(KNOWLEDGE_CATEGORIES);

/**
 * What an answer rests on: a knowledge entry, the learner's own rows, a calculation by the domain's
 * rules, the catalogue's or the NSFAS rule set's live facts, or nothing fitting ('not-sure': the
 * honest fallback, which the bench and AI Training read).
 */
export const ANSWER_KINDS = ['knowledge', 'own-data', 'calculation', 'facts', 'not-sure'] as const;
export const answerKindSchema = z.enum(ANSWER_KINDS);
export type AnswerKind = z.infer<typeof answerKindSchema>;

/** Questions about the learner's own data, answered from their rows rather than the knowledge base. */
export const OWN_DATA_INTENTS = ['aps', 'eligibility', 'documents', 'applications', 'deadlines'] as const;
export const ownDataIntentSchema = z.enum(OWN_DATA_INTENTS);
export type OwnDataIntent = z.infer<typeof ownDataIntentSchema>;

/** Who wrote the answer: the built-in assistant, or the configured model grounded on the same sources. */
export const ASSISTANT_PROVIDERS = ['built-in', 'model'] as const;
export const assistantProviderSchema = z.enum(ASSISTANT_PROVIDERS);
export type AssistantProvider = z.infer<typeof assistantProviderSchema>;
