import { assistantFactTexts } from '@kusasa/domain/assistant-texts';
import type { AnswerSource } from '@kusasa/domain/schemas/assistant/chat';
import type { PlanId } from '@kusasa/domain/rules/plan-data';
import { answerOf, notSureAnswer, sourceOfEntry, type BuiltInAnswer } from './answer-shapes.ts';
import type { AssistantFacts } from './assistant-facts.ts';
import { answerableHits } from './answer-confidence.ts';
import { calculationAnswer, markPointsAnswer } from './calculations.ts';
import { answerFact, consultationAnswer, nsfasIncomeAnswer, type FactAnswer } from './fact-answers.ts';
import { interviewPracticeAnswer } from './interview-answers.ts';
import { institutionMatcher, type InstitutionMatcher } from './institution-names.ts';
import type { KnowledgeDoc } from './knowledge-doc.ts';
import type { KnowledgeHit, KnowledgeIndex } from './knowledge-index.ts';
import type { LearnerFacts } from './learner-facts.ts';
import { answerOwnData } from './own-data-answers.ts';
import { installmentAnswer } from './plan-answers.ts';
import { statedApsAnswer } from './stated-aps.ts';
import { programmeSearchAnswer } from './programme-search.ts';
import { missingProgramme } from './programme-mentions.ts';
import { fillText } from '@kusasa/domain/texts';
import { alsoAsked, understandQuestion, type FactTopic, type QuestionIntent } from './question-intent.ts';
import { spellOut } from './texting-words.ts';

// The built-in assistant: the default, and the fallback whenever a model fails. It first works out
// what the question asks (question-intent.ts), then answers from the learner's rows, a calculation
// by the domain's rules, the live catalogue, or one knowledge entry; it names the source, and says
// "I'm not sure" (kind 'not-sure') rather than guess: it never writes a fact it did not read.

export { notSureAnswer, sourceLines, sourceOfEntry, type BuiltInAnswer } from './answer-shapes.ts';

/** A "See also" entry must score at least this share of the best one. */
const RELATED_SHARE = 0.4;
const RELATED_COUNT = 2;
/** Entries handed to a model as context, best first; and FAQ titles offered with "not sure". */
const PASSAGES_FOR_MODEL = 3;

export interface BuiltInDeps {
  index: KnowledgeIndex;
  facts: LearnerFacts;
  catalogue: AssistantFacts;
  userId: string;
  /** The asker's plan, for answers only a plan includes (interview practice); none on the bench. */
  planId?: PlanId;
}

const CALCULATION_SOURCE: AnswerSource = { id: 'rules:aps', title: assistantFactTexts.calculationSource, url: '/aps-calculator', category: 'APS' };

async function answerByIntent(intent: QuestionIntent, question: string, deps: BuiltInDeps, hits: KnowledgeHit[]): Promise<BuiltInAnswer | null> {
  const passages = answerableHits(hits)
    .slice(0, PASSAGES_FOR_MODEL)
    .map((hit) => hit.doc);
  switch (intent.kind) {
    case 'not-sure':
      return notSureAnswer(hits);
    case 'calculation': {
      const [institution = null] = intent.institutions;
      return answerOf('calculation', calculationAnswer(intent.calculation, institution), [CALCULATION_SOURCE]);
    }
    case 'own': {
      const own = await answerOwnData(intent.topic, { ...deps, institutions: intent.institutions, rejected: intent.rejected, question });
      return answerOf('own-data', own.content, [own.source], {
        intent: intent.topic,
        related: passages.slice(0, RELATED_COUNT).map(sourceOfEntry),
        context: { passages, learnerFacts: own.content },
      });
    }
    case 'nsfas-income':
      return factAnswerOf(nsfasIncomeAnswer(deps.catalogue.today()), passages);
    case 'consultation':
      return factAnswerOf(consultationAnswer(intent.sessionId), passages);
    case 'interview-practice':
      return factAnswerOf(interviewPracticeAnswer(intent.field, deps.planId ?? null), passages);
    case 'installments':
      return factAnswerOf(installmentAnswer(intent.question), passages);
    case 'programme-search': {
      // Nothing in the catalogue by that name: the knowledge entries answer instead.
      const found = await programmeSearchAnswer(question, deps.catalogue);
      return found ? factAnswerOf(found, passages) : null;
    }
    case 'stated-aps':
      return factAnswerOf(await statedApsAnswer(intent.score, intent.institutions, deps.catalogue, question), passages);
    case 'facts': {
      const asked = { text: question, year: intent.year };
      // A programme the institution's catalogue does not hold: said, and not sure, never another programme's answer.
      const missing = intent.topic === 'requirements' ? await missingProgramme(intent.programmeWords, intent.institutions, deps.catalogue, question) : null;
      if (missing)
        return notSureAnswer(hits, fillText(assistantFactTexts.programmeNotFound, { words: missing.words.join(' '), institution: missing.institution.name }));
      const fact = await answerFact(intent.topic, deps.catalogue, intent.institutions, asked);
      // A rule no programme row holds ("does UKZN need a minimum LO level?") is explained by the institution's entry.
      if (!fact) return intent.topic === 'requirements' ? null : notSureAnswer(hits);
      // A second part about the same institution ("... and when does it close?") is answered too.
      for (const topic of alsoAsked(question, intent.topic)) {
        const more = await answerFact(topic, deps.catalogue, intent.institutions, asked);
        if (more) fact.content = `${fact.content}\n${more.content}`;
      }
      const marks = intent.marks.map((entry) => markPointsAnswer(entry.mark, entry.subject, null));
      return factAnswerOf({ ...fact, content: [fact.content, ...marks].join('\n') }, passages);
    }
    case 'general':
      return null;
  }
}

function factAnswerOf(fact: FactAnswer, passages: KnowledgeDoc[]): BuiltInAnswer {
  return answerOf('facts', fact.content, fact.sources, { context: { passages, learnerFacts: fact.content } });
}

/**
 * Keeps a question about an institution to it: entries about that institution first, and none
 * about another one only (a Wits question is never answered with UKZN's rules).
 */
function keptToInstitutions(hits: KnowledgeHit[], asked: readonly string[], matcher: InstitutionMatcher): KnowledgeHit[] {
  if (asked.length === 0) return hits;
  const namedIn = (hit: KnowledgeHit) =>
    matcher.find(`${hit.doc.title}. ${hit.doc.question}. ${hit.doc.keywords.join(', ')}`).map((institution) => institution.slug);
  const tagged = hits.map((hit) => ({ hit, named: namedIn(hit) }));
  const neutral = tagged.filter(({ named }) => named.length === 0);
  const about = tagged.filter(({ named }) => named.some((slug) => asked.includes(slug)));
  return [...about, ...neutral].map(({ hit }) => hit);
}

/** The entry that explains a fact topic when no institution is named ("how much is it to apply?"). */
const TOPIC_ENTRIES: Partial<Record<FactTopic, string>> = { fees: 'application-fees', dates: 'deadlines' };

/** A knowledge entry's answer; a fact topic's own entry first when it is among the answerable hits. */
function knowledgeAnswer(hits: KnowledgeHit[], topic: FactTopic | null): BuiltInAnswer {
  const preferred = topic ? (TOPIC_ENTRIES[topic] ?? null) : null;
  const answerable = answerableHits(hits).sort((a, b) => Number(b.doc.id === preferred) - Number(a.doc.id === preferred));
  const [top] = answerable;
  if (!top) return notSureAnswer(hits);
  const source = sourceOfEntry(top.doc);
  const related = answerable
    .slice(1)
    .filter((hit) => hit.score >= top.score * RELATED_SHARE)
    .slice(0, RELATED_COUNT)
    .map((hit) => sourceOfEntry(hit.doc));
  return answerOf('knowledge', top.doc.answer, [source], {
    related,
    confidence: top.confidence,
    topEntryId: top.doc.id,
    context: { passages: answerable.slice(0, PASSAGES_FOR_MODEL).map((hit) => hit.doc), learnerFacts: null },
  });
}

/** What the assistant reads from a question: its spelled-out words, its intent and the knowledge hits (also the calibration script's input). */
export async function readQuestion(typed: string, deps: BuiltInDeps): Promise<{ question: string; intent: QuestionIntent; hits: KnowledgeHit[] }> {
  // Texting spelled out first ("hw much", "wat docs", "hoeveel kos"): every step reads plain words.
  const question = spellOut(typed);
  const matcher = institutionMatcher(await deps.catalogue.institutions());
  const intent = understandQuestion(question, matcher);
  const asked = 'institutions' in intent ? intent.institutions.map((institution) => institution.slug) : [];
  return { question, intent, hits: keptToInstitutions(deps.index.search(question), asked, matcher) };
}

export async function answerBuiltIn(typed: string, deps: BuiltInDeps): Promise<BuiltInAnswer> {
  const { question, intent, hits } = await readQuestion(typed, deps);
  return (await answerByIntent(intent, question, deps, hits)) ?? knowledgeAnswer(hits, intent.kind === 'general' ? intent.topic : null);
}
