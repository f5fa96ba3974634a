import { assistantTexts } from '@kusasa/domain/assistant-texts';
import type { AnswerSource } from '@kusasa/domain/schemas/assistant/chat';
import type { AnswerKind, OwnDataIntent } from '@kusasa/domain/schemas/assistant/common';
import { fillText } from '@kusasa/domain/texts';
import { detectOwnDataIntent } from './intents.ts';
import type { KnowledgeDoc } from './knowledge-doc.ts';
import type { KnowledgeHit, KnowledgeIndex } from './knowledge-index.ts';
import type { LearnerFacts } from './learner-facts.ts';
import { answerOwnData } from './own-data-answers.ts';

// The built-in assistant: the default, and the fallback whenever a model fails. It answers from
// one knowledge entry or from the learner's own data, names the source, and says it does not know
// rather than guess: it never writes a fact that is not in an entry or in the learner's rows.

/** Below this a hit is too weak to answer with (see knowledge-index.ts for the scale). */
export const MIN_CONFIDENCE = 0.3;
/** A "See also" entry must score at least this share of the best one. */
const RELATED_SHARE = 0.4;
const RELATED_COUNT = 2;
/** Entries handed to a model as context, best first. */
const PASSAGES_FOR_MODEL = 3;

export interface BuiltInAnswer {
  content: string;
  kind: AnswerKind;
  intent: OwnDataIntent | null;
  sources: AnswerSource[];
  related: AnswerSource[];
  confidence: number;
  topEntryId: string | null;
  /** What a model may ground on: the retrieved entries, and the learner's facts for an own-data question. */
  context: { passages: KnowledgeDoc[]; learnerFacts: string | null };
}

export function sourceOfEntry(doc: KnowledgeDoc): AnswerSource {
  return { id: doc.id, title: doc.title, url: doc.sourceUrl, category: doc.category };
}

export function isAnswerable(hit: KnowledgeHit | undefined): hit is KnowledgeHit {
  return hit !== undefined && hit.anchored && hit.confidence >= MIN_CONFIDENCE;
}

/** The lines that name an answer's sources (and its "See also"), appended to every answer. */
export function sourceLines(sources: readonly AnswerSource[], related: readonly AnswerSource[]): string {
  const lines = sources.map((source) => fillText(assistantTexts.sourceLine, { title: source.title, url: source.url }));
  if (related.length > 0) lines.push(fillText(assistantTexts.relatedLine, { titles: related.map((entry) => `${entry.title} (${entry.url})`).join('; ') }));
  return lines.join('\n');
}

function withSourceLines(body: string, source: AnswerSource, related: readonly AnswerSource[]): string {
  return `${body}\n\n${sourceLines([source], related)}`;
}

export async function answerBuiltIn(question: string, deps: { index: KnowledgeIndex; facts: LearnerFacts; userId: string }): Promise<BuiltInAnswer> {
  const hits = deps.index.search(question);
  const answerable = hits.filter(isAnswerable);
  const passages = answerable.slice(0, PASSAGES_FOR_MODEL).map((hit) => hit.doc);

  const intent = detectOwnDataIntent(question);
  if (intent) {
    const own = await answerOwnData(intent, deps.facts, deps.userId);
    return {
      content: withSourceLines(own.content, own.source, []),
      kind: 'own-data',
      intent,
      sources: [own.source],
      related: passages.slice(0, RELATED_COUNT).map(sourceOfEntry),
      confidence: 1,
      topEntryId: null,
      context: { passages, learnerFacts: own.content },
    };
  }

  const [top] = answerable;
  if (!top) {
    return {
      content: assistantTexts.noAnswer,
      kind: 'no-answer',
      intent: null,
      sources: [],
      related: [],
      confidence: hits[0]?.confidence ?? 0,
      topEntryId: hits[0]?.doc.id ?? null,
      context: { passages: [], learnerFacts: null },
    };
  }
  const source = sourceOfEntry(top.doc);
  const related = answerable
    .slice(1)
    .filter((hit) => hit.score >= top.score * RELATED_SHARE)
    .slice(0, RELATED_COUNT)
    .map((hit) => sourceOfEntry(hit.doc));
  return {
    content: withSourceLines(top.doc.answer, source, related),
    kind: 'knowledge',
    intent: null,
    sources: [source],
    related,
    confidence: top.confidence,
    topEntryId: top.doc.id,
    context: { passages, learnerFacts: null },
  };
}
