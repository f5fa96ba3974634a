import type { KnowledgeHit } from './knowledge-index.ts';

// When a knowledge entry is sure enough to answer with (decision 0432). A hit answers when its
// confidence reaches the threshold; below it, the FIRST hit still answers when it clearly leads:
// anchored, a fair confidence, and a BM25 score several times every other hit's ("what even is a
// learnership" names one entry only, though most of its words are no entry's). The numbers are
// chosen by scripts/bench-assistant/calibrate.ts, cross-validated over every question set.

export interface AnswerRule {
  /** A hit at or above this confidence answers (see knowledge-index.ts for the scale). */
  minConfidence: number;
  /** The first hit below minConfidence answers at or above this confidence ... */
  leadConfidence: number;
  /** ... when its BM25 score is at least this many times every other hit's ... */
  leadRatio: number;
  /** ... and at least this score: the entry is strongly about the question's words. */
  leadScore: number;
}

export const ANSWER_RULE: AnswerRule = { minConfidence: 0.4, leadConfidence: 0.2, leadRatio: 4, leadScore: 40 };

/**
 * One topic word shared with an entry ("life" of "the meaning of life", "change" of "change my
 * email") answers only when the entry is strongly about it (its BM25 score); tuned on the legacy
 * set and on out-of-scope questions of our own.
 */
const SINGLE_WORD_MIN_SCORE = 20;

function sharesEnough(hit: KnowledgeHit): boolean {
  return hit.matchedWords >= 2 || hit.askedWords <= 1 || hit.score >= SINGLE_WORD_MIN_SCORE;
}

export function isAnswerable(hit: KnowledgeHit | undefined, rule: AnswerRule = ANSWER_RULE): hit is KnowledgeHit {
  return hit !== undefined && hit.anchored && hit.confidence >= rule.minConfidence && sharesEnough(hit);
}

/** The first hit leads every other one by far: it answers though its confidence is below the threshold. */
export function leadsClearly(hits: readonly KnowledgeHit[], rule: AnswerRule = ANSWER_RULE): boolean {
  const [top, ...others] = hits;
  if (!top || !top.anchored || top.confidence < rule.leadConfidence || top.score < rule.leadScore) return false;
  const runnerUp = Math.max(0, ...others.map((hit) => hit.score));
  return top.score >= runnerUp * rule.leadRatio;
}

/** The hits sure enough to answer with, best first. */
export function answerableHits(hits: readonly KnowledgeHit[], rule: AnswerRule = ANSWER_RULE): KnowledgeHit[] {
  // An entry sharing one word of several answers only as the first hit: a lower one that merely
  // repeats that word ("time" in "full time") must not answer when a better-ranked one is held back.
  const sure = hits.filter((hit, position) => isAnswerable(hit, rule) && (position === 0 || hit.matchedWords >= 2 || hit.askedWords <= 1));
  if (sure.length > 0) return sure;
  return leadsClearly(hits, rule) ? [hits[0]!] : [];
}
