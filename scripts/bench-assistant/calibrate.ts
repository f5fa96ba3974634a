// npx tsx scripts/bench-assistant/calibrate.ts
//
// Calibrates the knowledge entries' "not sure" decision (decision 0432) by cross-validation over
// every question set on disk: for each question the knowledge step would answer, the hits'
// features and whether the first hit passing a candidate rule gives a correct answer. Prints, per
// candidate (confidence threshold x margin over the second hit), correct / wrong / out-of-scope
// answered on all sets, and the leave-one-set-out choice for each set.

import { existsSync, readFileSync } from 'node:fs';
import { answerOf, sourceOfEntry } from '../../apps/api/src/features/assistant/answer-shapes.ts';
import { answerBuiltIn, readQuestion } from '../../apps/api/src/features/assistant/built-in-assistant.ts';
import { fixtureLearnerFacts } from '../../apps/api/src/features/assistant/evaluation/fixture-learner.ts';
import { gradeAnswer } from '../../apps/api/src/features/assistant/evaluation/grade.ts';
import { evaluationSetSchema } from '../../apps/api/src/features/assistant/evaluation/question-set.ts';
import { readKnowledgeFiles } from '../../apps/api/src/features/assistant/knowledge-files.ts';
import { buildKnowledgeIndex, type KnowledgeHit } from '../../apps/api/src/features/assistant/knowledge-index.ts';
import { ANSWER_RULE, answerableHits, type AnswerRule } from '../../apps/api/src/features/assistant/answer-confidence.ts';
import { seedCatalogueFacts } from './seed-facts.ts';

const SETS = ['tuning', 'tuning-2', 'tuning-3', 'held-out', 'held-out-3', 'held-out-4'];

const LEAD_CONFIDENCE = [0.1, 0.15, 0.2, 0.25, 0.3, 1];
const LEAD_RATIO = [1.5, 2, 2.5, 3, 4, 5];
const LEAD_SCORE = [20, 40, 60];
const MIN_CONFIDENCE = [0.35, 0.4, 0.42, 0.45, 0.5];

type Case = { set: string; id: string; out: boolean; hits: KnowledgeHit[]; verdicts: Map<string, string> };
const index = buildKnowledgeIndex(readKnowledgeFiles());
const cases: Case[] = [];

for (const name of SETS) {
  const file = new URL(`./${name}.json`, import.meta.url);
  if (!existsSync(file)) continue;
  const set = evaluationSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const catalogue = seedCatalogueFacts(set.asOf);
  const facts = await fixtureLearnerFacts(set.learner, catalogue);
  for (const question of set.questions) {
    const deps = { index, facts, catalogue, userId: 'calibrate' };
    const answer = await answerBuiltIn(question.q, deps);
    const { intent, hits } = await readQuestion(question.q, deps);
    // Only questions the knowledge step decided: a knowledge answer, or a "not sure" of a general question.
    if (answer.kind !== 'knowledge' && !(answer.kind === 'not-sure' && intent.kind === 'general')) continue;
    const verdicts = new Map(hits.map((hit) => [hit.doc.id, gradeAnswer(question, answerOf('knowledge', hit.doc.answer, [sourceOfEntry(hit.doc)])).verdict]));
    cases.push({ set: name, id: question.id, out: question.scope === 'out', hits, verdicts });
  }
}

function outcome(rule: AnswerRule, subset: readonly Case[]) {
  const total = { correct: 0, wrong: 0, outAnswered: 0 };
  for (const c of subset) {
    const [hit] = answerableHits(c.hits, rule);
    if (!hit) continue;
    if (c.out) total.outAnswered++;
    else if (c.verdicts.get(hit.doc.id) === 'correct') total.correct++;
    else total.wrong++;
  }
  return total;
}

const MIN_CONFIDENCE_ONLY = MIN_CONFIDENCE.map((minConfidence) => ({ minConfidence, leadConfidence: 1, leadRatio: 1, leadScore: 0 }));
const rules: AnswerRule[] = [
  ...MIN_CONFIDENCE_ONLY,
  ...MIN_CONFIDENCE.flatMap((minConfidence) =>
    LEAD_CONFIDENCE.flatMap((leadConfidence) =>
      LEAD_RATIO.flatMap((leadRatio) => LEAD_SCORE.map((leadScore) => ({ minConfidence, leadConfidence, leadRatio, leadScore }))),
    ),
  ),
];
const show = (rule: AnswerRule) => `min ${rule.minConfidence} lead conf ${rule.leadConfidence} ratio ${rule.leadRatio} score ${rule.leadScore}`;
// The bench counts correct answers; a candidate may not answer more questions wrongly or more
// out-of-scope questions than today's rule on the same questions (the brief's constraint).
type Outcome = ReturnType<typeof outcome>;
const utility = (o: Outcome, base: Outcome) => o.correct - 100 * Number(o.wrong > base.wrong) - 100 * Number(o.outAnswered > base.outAnswered) - 0.01 * o.wrong;
const BASELINE: AnswerRule = { minConfidence: 0.4, leadConfidence: 1, leadRatio: 1, leadScore: 0 };
console.log(`${cases.length} questions decided by the knowledge step`);
const all = outcome(BASELINE, cases);
const ranked = rules.map((rule) => ({ rule, o: outcome(rule, cases) })).sort((a, b) => utility(b.o, all) - utility(a.o, all));
for (const { rule, o } of [...ranked.slice(0, 15), { rule: ANSWER_RULE, o: outcome(ANSWER_RULE, cases) }, { rule: BASELINE, o: outcome(BASELINE, cases) }])
  console.log(`${show(rule)}: correct ${o.correct} wrong ${o.wrong} out-of-scope answered ${o.outAnswered} utility ${utility(o, all).toFixed(2)}`);
for (const held of SETS) {
  const train = cases.filter((c) => c.set !== held);
  const base = outcome(BASELINE, train);
  const best = rules.reduce((a, b) => (utility(outcome(b, train), base) > utility(outcome(a, train), base) ? b : a));
  const test = outcome(
    best,
    cases.filter((c) => c.set === held),
  );
  const before = outcome(
    BASELINE,
    cases.filter((c) => c.set === held),
  );
  console.log(
    `leave out ${held}: chose ${show(best)} -> correct ${test.correct} wrong ${test.wrong} out answered ${test.outAnswered} (baseline ${before.correct}/${before.wrong}/${before.outAnswered})`,
  );
}

if (process.argv.includes('--diff')) {
  const candidate: AnswerRule = { minConfidence: 0.4, leadConfidence: 0.15, leadRatio: 2, leadScore: 40 };
  for (const c of cases) {
    const [was] = answerableHits(c.hits, BASELINE);
    const [now] = answerableHits(c.hits, candidate);
    if (was?.doc.id === now?.doc.id) continue;
    const h = c.hits[0]!;
    const other = Math.max(0, ...c.hits.slice(1).map((x) => x.score));
    console.log(
      `${c.set} ${c.id} ${c.out ? 'OUT' : ''} ${was?.doc.id ?? '-'} -> ${now?.doc.id ?? '-'} ${now ? c.verdicts.get(now.doc.id) : ''} conf ${h.confidence} score ${h.score.toFixed(0)} ratio ${(h.score / other).toFixed(1)} ${h.matchedWords}/${h.askedWords}`,
    );
  }
}
