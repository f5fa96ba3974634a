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
  name: string;
  institution: string;
  minAps: number;
  /** The question names this programme or its field ("BCom Accounting", "engineering"). */
  asked: boolean;
}

async function candidatesAt(institution: InstitutionFact, facts: AssistantFacts, question: string): Promise<Candidate[]> {
  const programmes = (await facts.programmes(institution.slug)).filter((programme) => programme.minAps !== null && USUAL_COUNT.has(programme.apsPackId));
  const asked = new Set(matchProgrammes(question, programmes));
  return programmes.map((programme) => ({ name: programme.name, institution: institution.name, minAps: programme.minAps!, asked: asked.has(programme) }));
}

/** "Can I do BCom Accounting at UJ with 27?": each programme asked, with its minimum and how far the score is from it. */
function askedLines(asked: readonly Candidate[], score: number): string {
  const lines = asked.slice(0, SHOWN).map((entry) =>
    fillText(t.statedApsAskedLine, {
      programme: entry.name,
      institution: entry.institution,
      minAps: String(entry.minAps),
      verdict:
        entry.minAps <= score
          ? fillText(t.statedApsReaches, { score: String(score) })
          : fillText(t.statedApsShort, { short: String(entry.minAps - score), score: String(score) }),
    }),
  );
  return fillText(t.statedApsAsked, { lines: lines.join('; ') });
}

function reachedLines(all: readonly Candidate[], score: number): string {
  const reached = all.filter((entry) => entry.minAps <= score);
  // Closest to the stated score first: the programmes it reaches with the least to spare.
  const shown = [...reached].sort((a, b) => b.minAps - a.minAps).slice(0, SHOWN);
  if (shown.length === 0) return fillText(t.statedApsNone, { score: String(score) });
  const names = shown.map((entry) => `${entry.name} (${entry.institution}, minimum ${entry.minAps})`).join('; ');
  return fillText(t.statedApsMeets, { score: String(score), count: String(reached.length), names });
}

export async function statedApsAnswer(score: number, institutions: readonly InstitutionFact[], facts: AssistantFacts, question: string): Promise<FactAnswer> {
  const pool = institutions.length > 0 ? institutions : await facts.institutions();
  const all = (await Promise.all(pool.map((institution) => candidatesAt(institution, facts, question)))).flat();
  const asked = all.filter((entry) => entry.asked).sort((a, b) => a.minAps - b.minAps);
  const body = asked.length > 0 ? askedLines(asked, score) : reachedLines(all, score);
  return {
    content: `${body} ${t.statedApsCaveat}`,
    sources: [{ id: 'rules:aps', title: t.calculationSource, url: '/programs', category: 'APS' }],
  };
}
