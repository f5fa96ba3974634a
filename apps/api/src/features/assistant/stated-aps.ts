import { assistantFactTexts as t } from '@kusasa/domain/assistant-texts';
import { fillText } from '@kusasa/domain/texts';
import type { AssistantFacts, InstitutionFact } from './assistant-facts.ts';
import type { FactAnswer } from './fact-answers.ts';
import { matchProgrammes } from './programme-names.ts';

// "I have 28 points, what can I study?", "with an APS of 30 can I do engineering at UJ?": a score
// the learner states, compared with the catalogue's minimums. Only programmes counted the usual
// way (NSC levels, out of 42) are compared, because a stated score says nothing about another
// count (Wits, UFS, WSU, UCT, UKZN); the answer says so, and that subject minimums apply too.

/** "aps is 28", "aps of 30", "30 aps", "28 points": two digits next to the score's name. */
const STATED = /\b(?:aps|points|punte|score)\s*(?:is|of|=|:|was)?\s*(\d{2})\b(?!\s*%)|\b(\d{2})\s*(?:aps|points|punte)\b/;
/** Rule packs on the usual 42-point scale. */
const USUAL_COUNT = new Set(['common', 'tut', 'kzn-cao']);
const MAX_USUAL = 42;
const MIN_STATED = 10;
const SHOWN = 5;

export function statedAps(text: string): number | null {
  const match = STATED.exec(text);
  const value = Number(match?.[1] ?? match?.[2] ?? NaN);
  return Number.isInteger(value) && value >= MIN_STATED && value <= MAX_USUAL ? value : null;
}

interface Candidate {
  line: string;
  minAps: number;
  /** The question names this programme's field ("engineering", "law"). */
  asked: boolean;
}

async function candidatesAt(institution: InstitutionFact, facts: AssistantFacts, question: string, score: number): Promise<Candidate[]> {
  const programmes = (await facts.programmes(institution.slug)).filter((programme) => programme.minAps !== null && USUAL_COUNT.has(programme.apsPackId));
  const asked = new Set(matchProgrammes(question, programmes));
  return programmes
    .filter((programme) => programme.minAps! <= score)
    .map((programme) => ({ line: `${programme.name} (${institution.name}, minimum ${programme.minAps})`, minAps: programme.minAps!, asked: asked.has(programme) }));
}

export async function statedApsAnswer(score: number, institutions: readonly InstitutionFact[], facts: AssistantFacts, question: string): Promise<FactAnswer> {
  const pool = institutions.length > 0 ? institutions : await facts.institutions();
  const all = (await Promise.all(pool.map((institution) => candidatesAt(institution, facts, question, score)))).flat();
  // A field named anywhere ("can I study engineering?") keeps the answer to that field.
  const found = all.some((entry) => entry.asked) ? all.filter((entry) => entry.asked) : all;
  // Closest to the stated score first: the programmes it reaches with the least to spare.
  const shown = found.sort((a, b) => b.minAps - a.minAps).slice(0, SHOWN);
  const body = shown.length
    ? fillText(t.statedApsMeets, { score: String(score), count: String(found.length), names: shown.map((entry) => entry.line).join('; ') })
    : fillText(t.statedApsNone, { score: String(score) });
  return {
    content: `${body} ${t.statedApsCaveat}`,
    sources: [{ id: 'rules:aps', title: t.calculationSource, url: '/programs', category: 'APS' }],
  };
}
