import type { KnowledgeInput } from '@kusasa/domain/schemas/assistant';

/** One knowledge entry as the assistant searches and quotes it. */
export type KnowledgeDoc = KnowledgeInput & { id: string };
