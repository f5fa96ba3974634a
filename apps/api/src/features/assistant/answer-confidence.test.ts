import { describe, expect, it } from 'vitest';
import { answerableHits, type AnswerRule } from './answer-confidence.ts';
import type { KnowledgeHit } from './knowledge-index.ts';

// The not-sure decision over synthetic hits (decision 0432).

const hit = (id: string, extra: Partial<KnowledgeHit>): KnowledgeHit => ({
  doc: { id, title: id, question: `${id}?`, category: 'Applications', sourceUrl: '/faqs', answer: id, keywords: [], faq: true },
  score: 30,
  coverage: 0.5,
  matchedWords: 2,
  askedWords: 3,
  confidence: 0.5,
  anchored: true,
  rank: 0.4,
  ...extra,
});
const rule: AnswerRule = { minConfidence: 0.4, leadConfidence: 0.2, leadRatio: 4, leadScore: 40 };

describe('which hits may answer', () => {
  it('answers from hits at the threshold, anchored', () => {
    expect(answerableHits([hit('a', {}), hit('b', { anchored: false })], rule).map((entry) => entry.doc.id)).toEqual(['a']);
  });

  it('lets a hit sharing one word of several answer only as the first', () => {
    const heldBack = hit('first', { matchedWords: 1, score: 12 });
    const oneWord = hit('second', { matchedWords: 1, score: 33 });
    expect(answerableHits([heldBack, oneWord], rule)).toEqual([]);
    expect(answerableHits([oneWord, heldBack], rule).map((entry) => entry.doc.id)).toEqual(['second']);
  });

  it('answers with a first hit below the threshold only when it leads every other by the ratio', () => {
    const lead = hit('lead', { confidence: 0.3, score: 200 });
    expect(answerableHits([lead, hit('x', { confidence: 0.2, score: 45 })], rule).map((entry) => entry.doc.id)).toEqual(['lead']);
    expect(answerableHits([lead, hit('x', { confidence: 0.2, score: 60 })], rule)).toEqual([]);
    expect(answerableHits([hit('weak', { confidence: 0.1, score: 200 })], rule)).toEqual([]);
  });
});
