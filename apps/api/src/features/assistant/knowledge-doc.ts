import type { KnowledgeInput } from '@kusasa/domain/schemas/assistant/knowledge';

/** One knowledge entry as the assistant searches and quotes it. */
export type KnowledgeDoc = KnowledgeInput & { id: string };
