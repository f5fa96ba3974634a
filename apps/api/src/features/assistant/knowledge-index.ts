import MiniSearch, { type SearchResult } from 'minisearch';
import type { KnowledgeDoc } from './knowledge-doc.ts';
import { expandWord, normaliseWord, STOP_WORDS, tokenize, topicWords } from './learner-words.ts';

// Full-text retrieval over the knowledge entries with MiniSearch: BM25 ranking, fuzzy matching
// for spelling slips, prefix matching for half-typed words, and the learner-word table for the
// words entries do not use. Built once per knowledge revision (a few milliseconds for a hundred
// entries) and searched in well under a millisecond.

export interface KnowledgeHit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the question's topic words this entry matched (0..1), each weighted by how rare it is among entries. */
  coverage: number;
  /** How many of the question's topic words it matched, of how many. */
  matchedWords: number;
  askedWords: number;
  /** 0..1: how sure the retrieval is; below the threshold the assistant says it does not know. */
  confidence: number;
  /**
   * A topic word of the question, spelled as in the entry (not only through a spelling slip or
   * a prefix), is in the entry's title, question or keywords: the entry is about it, rather than
   * mentioning it in passing.
   */
  anchored: boolean;
  /** The order of hits: confidence, weighted by how much of the question the entry is about. */
  rank: number;
}

type IndexedDoc = { id: string; title: string; question: string; keywords: string; answer: string };

const FIELDS = ['title', 'question', 'keywords', 'answer'] as const;
const ABOUT_FIELDS: readonly string[] = ['title', 'question', 'keywords'];
// Titles, FAQ questions and keywords say what an entry is about; the answer only mentions things.
const BOOST = { title: 2, question: 2, keywords: 2.5, answer: 1 };

/** A score at which a match is clearly about the question; lower scores lower the confidence. */
const CLEAR_SCORE = 12;
/**
 * How many BM25 results are re-ranked for the `limit` returned: enough that an entry matching the
 * question's rare word ("refund") is not pushed out by entries repeating its common one ("application").
 */
const RERANK_POOL = 12;
/** The share of a word matched only inside a longer word (a prefix match). */
const PARTIAL_SHARE = 0.5;

function indexTerm(term: string): string | null {
  if (STOP_WORDS.has(term.toLowerCase())) return null;
  return normaliseWord(term) || null;
}

/** In how many entries each term appears: a word most entries use ("application") says little. */
function documentFrequencies(docs: readonly KnowledgeDoc[]): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const doc of docs) {
    const terms = new Set(tokenize([doc.title, doc.question, doc.keywords.join(' '), doc.answer].join(' ')).flatMap((word) => indexTerm(word) ?? []));
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  }
  return frequencies;
}

export function buildKnowledgeIndex(docs: readonly KnowledgeDoc[]) {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const frequencies = documentFrequencies(docs);
  // A question word's weight: rare words (withdraw, sync, refund) carry the question, common ones less.
  const weightOf = (word: string) => Math.log(1 + docs.length / (1 + Math.min(...expandWord(word).map((term) => frequencies.get(term) ?? 0))));
  const search = new MiniSearch<IndexedDoc>({
    fields: [...FIELDS],
    idField: 'id',
    tokenize,
    processTerm: indexTerm,
    searchOptions: {
      boost: BOOST,
      combineWith: 'OR',
      // Slips in longer words only: a short word with an edit is usually another word.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      prefix: (term) => term.length >= 3,
      weights: { fuzzy: 0.5, prefix: 0.6 },
      processTerm: (term) => (STOP_WORDS.has(term.toLowerCase()) ? null : expandWord(term)),
    },
  });
  search.addAll(docs.map((doc) => ({ id: doc.id, title: doc.title, question: doc.question, keywords: doc.keywords.join(' \n '), answer: doc.answer })));

  function hitOf(result: SearchResult, words: readonly string[]): KnowledgeHit | undefined {
    const doc = byId.get(String(result.id));
    if (!doc) return undefined;
    const matched = new Set(result.queryTerms);
    const coveredWords = words.filter((word) => expandWord(word).some((term) => matched.has(term)));
    const covered = coveredWords.length;
    // A word the entry holds only inside a longer word ("refund" in "non-refundable") counts half;
    // a spelling slip ("refnd") is still the word, and counts in full.
    const docTerms = Object.keys(result.match);
    const onlyInLonger = (word: string) =>
      expandWord(word).every((term) => !(term in result.match)) && expandWord(word).some((term) => docTerms.some((key) => key.startsWith(term)));
    const share = (word: string) => (onlyInLonger(word) ? PARTIAL_SHARE : 1);
    const total = words.reduce((sum, word) => sum + weightOf(word), 0);
    // Half the plain share of words, half weighted by rarity: rare words decide, common ones still count.
    const weighted = total === 0 ? 0 : coveredWords.reduce((sum, word) => sum + weightOf(word) * share(word), 0) / total;
    const coverage = words.length === 0 ? 0 : (coveredWords.reduce((sum, word) => sum + share(word), 0) / words.length + weighted) / 2;
    const strength = Math.min(1, result.score / CLEAR_SCORE);
    const asked = new Set(words.flatMap(expandWord));
    const anchored = Object.entries(result.match).some(([term, fields]) => asked.has(term) && fields.some((field) => ABOUT_FIELDS.includes(field)));
    const confidence = coverage * (0.5 + 0.5 * strength) * (anchored ? 1 : 0.5);
    // The share of the question an entry is about (title, question, keywords), not only mentions.
    const aboutTerms = new Set(Object.entries(result.match).flatMap(([term, fields]) => (fields.some((field) => ABOUT_FIELDS.includes(field)) ? [term] : [])));
    const about = words.length === 0 ? 0 : words.filter((word) => expandWord(word).some((term) => aboutTerms.has(term))).length / words.length;
    const rank = confidence * (0.5 + 0.5 * about);
    return {
      doc,
      score: result.score,
      coverage,
      matchedWords: covered,
      askedWords: words.length,
      anchored,
      confidence: Math.round(confidence * 100) / 100,
      rank,
    };
  }

  return {
    size: docs.length,
    /** The best entries for a question, best first. */
    search(question: string, limit = 5): KnowledgeHit[] {
      const words = topicWords(question);
      if (words.length === 0) return [];
      // BM25 alone favours a long entry that repeats one word of the question over one that
      // covers all of them: rank by confidence (coverage, anchoring), then by score.
      return search
        .search(words.join(' '))
        .slice(0, limit * RERANK_POOL)
        .flatMap((result) => hitOf(result, words) ?? [])
        .sort((a, b) => b.rank - a.rank || b.score - a.score)
        .slice(0, limit);
    },
  };
}

export type KnowledgeIndex = ReturnType<typeof buildKnowledgeIndex>;
