import { assistantTexts } from '@kusasa/domain/assistant-texts';
import type { AnswerSource } from '@kusasa/domain/schemas/assistant/chat';
import type { AnswerKind, OwnDataIntent } from '@kusasa/domain/schemas/assistant/common';
import { fillText } from '@kusasa/domain/texts';
import type { KnowledgeDoc } from './knowledge-doc.ts';
import type { KnowledgeHit } from './knowledge-index.ts';

// The shape of an answer the built-in assistant gives, and the builders every answering step uses:
// the source lines appended to an answer, and the honest "not sure".

/** FAQ titles offered with "not sure". */
const CLOSEST_FAQS = 3;

export interface BuiltInAnswer {
  content: string;
  kind: AnswerKind;
  intent: OwnDataIntent | null;
  sources: AnswerSource[];
  related: AnswerSource[];
  confidence: number;
  topEntryId: string | null;
  /** What a model may ground on: the retrieved entries, and the facts read for this question. */
  context: { passages: KnowledgeDoc[]; learnerFacts: string | null };
}

export function sourceOfEntry(doc: KnowledgeDoc): AnswerSource {
  return { id: doc.id, title: doc.title, url: doc.sourceUrl, category: doc.category };
}

/** The lines that name an answer's sources (and its "See also"), appended to every answer. */
export function sourceLines(sources: readonly AnswerSource[], related: readonly AnswerSource[]): string {
  const lines = sources.map((source) => fillText(assistantTexts.sourceLine, { title: source.title, url: source.url }));
  if (related.length > 0) lines.push(fillText(assistantTexts.relatedLine, { titles: related.map((entry) => `${entry.title} (${entry.url})`).join('; ') }));
  return lines.join('\n');
}

export function answerOf(kind: AnswerKind, body: string, sources: AnswerSource[], extra: Partial<BuiltInAnswer> = {}): BuiltInAnswer {
  return {
    content: sources.length > 0 ? `${body}\n\n${sourceLines(sources, extra.related ?? [])}` : body,
    kind,
    intent: null,
    sources,
    related: [],
    confidence: 1,
    topEntryId: null,
    context: { passages: [], learnerFacts: body },
    ...extra,
  };
}

/** The honest fallback: not sure, the closest FAQ titles, and where to look or ask. */
export function notSureAnswer(hits: readonly KnowledgeHit[], lead = ''): BuiltInAnswer {
  const closest = hits.filter((hit) => hit.doc.faq && hit.confidence > 0).slice(0, CLOSEST_FAQS);
  const titles = closest.map((hit) => `"${hit.doc.question}"`).join(', ');
  const content = (lead ? `${lead} ` : '') + fillText(assistantTexts.notSure, { closest: titles ? fillText(assistantTexts.notSureClosest, { titles }) : '' });
  return {
    ...answerOf('not-sure', content, []),
    related: closest.map((hit) => sourceOfEntry(hit.doc)),
    confidence: hits[0]?.confidence ?? 0,
    topEntryId: hits[0]?.doc.id ?? null,
    context: { passages: [], learnerFacts: null },
  };
}
