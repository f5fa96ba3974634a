// npm run bench:assistant [-- --set tuning|tuning-2|tuning-3|held-out|held-out-3|held-out-4|held-out-5|legacy] [-- --misses] [-- --check]
//
// Grades Thandi's built-in answers BY THE FACTS THEY STATE (decision 0416). The question files in
// scripts/bench-assistant/: tuning*.json (tuned on); held-out.json and held-out-3/4/5.json
// (each frozen, written by someone who never saw the knowledge base; a round tunes on the older ones
// once their results were seen; --check gates on the newest, held-out-5, written before round 5)
// and questions.json (legacy: graded by the source picked). Each file's learner fixture is the asking learner; the catalogue is the real seed files,
// so fee, date and requirement answers are the live facts. Per set: correct, partly, wrong, not
// sure, wrong statements about money/dates/eligibility, out-of-scope handled, p95 latency.
// --misses prints every miss; --check exits non-zero when the held-out targets are missed
// (>= 85% correct, 0 wrong money/date/eligibility statements, every out-of-scope question "not sure").

import { existsSync, readFileSync } from 'node:fs';
import { isPlanId } from '@kusasa/domain/rules/plan-data';
import { performance } from 'node:perf_hooks';
import { answerBuiltIn } from '../apps/api/src/features/assistant/built-in-assistant.ts';
import { fixtureLearnerFacts } from '../apps/api/src/features/assistant/evaluation/fixture-learner.ts';
import { evaluationSetSchema } from '../apps/api/src/features/assistant/evaluation/question-set.ts';
import { percentile, runSet, scoreOf, type SetScore } from '../apps/api/src/features/assistant/evaluation/run-set.ts';
import { readKnowledgeFiles } from '../apps/api/src/features/assistant/knowledge-files.ts';
import { buildKnowledgeIndex } from '../apps/api/src/features/assistant/knowledge-index.ts';
import { legacyLearner, legacyQuestions, legacySourceOf } from './bench-assistant/legacy.ts';
import { seedCatalogueFacts } from './bench-assistant/seed-facts.ts';

const TARGETS = { correct: 0.85, criticalWrong: 0, p95Ms: 300 } as const;
const SETS = ['tuning', 'tuning-2', 'tuning-3', 'held-out', 'held-out-3', 'held-out-4', 'held-out-5', 'legacy'] as const;
type SetName = (typeof SETS)[number];

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const check = args.includes('--check');
const chosen = args[args.indexOf('--set') + 1] as SetName | undefined;
const index = buildKnowledgeIndex(readKnowledgeFiles());
const pct = (part: number, whole: number) => `${((part / Math.max(1, whole)) * 100).toFixed(1)}%`;

function printScore(name: string, score: SetScore) {
  console.log(`\n[${name}] ${score.total} questions`);
  console.log(`  correct      ${pct(score.correct, score.total)} (${score.correct})   target >= ${TARGETS.correct * 100}% on held-out`);
  console.log(`  partly       ${score.partly}`);
  console.log(`  wrong        ${score.wrong}`);
  console.log(`  not sure     ${score.notSure} (in-scope questions answered "not sure")`);
  console.log(`  wrong money/date/eligibility statements  ${score.criticalWrong}   target 0`);
  console.log(`  out of scope handled  ${score.outOfScopeHandled}/${score.outOfScope}`);
  console.log(`  p95 latency  ${score.p95Ms.toFixed(2)} ms`);
}

async function factSet(name: Exclude<SetName, 'legacy'>): Promise<boolean> {
  const file = new URL(`./bench-assistant/${name}.json`, import.meta.url);
  if (!existsSync(file)) {
    console.log(`\n[${name}] scripts/bench-assistant/${name}.json is not there: skipped`);
    return true;
  }
  const set = evaluationSetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const catalogue = seedCatalogueFacts(set.asOf);
  const facts = await fixtureLearnerFacts(set.learner, catalogue);
  // The fixture learner's plan is the asker's plan, as the chat route passes it (document space, interview practice).
  const planId = isPlanId(set.learner.plan) ? set.learner.plan : undefined;
  const results = await runSet(set.questions, (q) => answerBuiltIn(q, { index, facts, catalogue, userId: 'bench-learner', planId }));
  const score = scoreOf(results);
  printScore(name, score);
  if (showMisses)
    for (const miss of results.filter((result) => result.grade.verdict !== 'correct')) {
      const wrong = miss.grade.wrongStatements.map((entry) => `${entry.kind}: "${entry.text}"`).join(', ');
      console.log(`  ${miss.grade.verdict.toUpperCase()} ${miss.question.id} [${miss.question.topic}] ${miss.question.q}`);
      console.log(`    must: ${JSON.stringify(miss.question.must)}${wrong ? `  stated: ${wrong}` : ''}`);
      console.log(`    got (${miss.kind}): ${miss.answer.replace(/\s+/g, ' ').slice(0, 400)}`);
    }
  return score.correct / score.total >= TARGETS.correct && score.criticalWrong === TARGETS.criticalWrong && score.outOfScopeHandled === score.outOfScope;
}

async function legacySet(): Promise<boolean> {
  const catalogue = seedCatalogueFacts('2026-11-29');
  const facts = await fixtureLearnerFacts(legacyLearner, catalogue);
  const timings: number[] = [];
  const misses: string[] = [];
  let correct = 0;
  let fromRules = 0;
  for (const { q, expect } of legacyQuestions) {
    const started = performance.now();
    const answer = await answerBuiltIn(q, { index, facts, catalogue, userId: 'bench-learner' });
    timings.push(performance.now() - started);
    const got = legacySourceOf(answer);
    if (got === expect) correct++;
    else if (answer.kind === 'calculation' || answer.kind === 'facts') fromRules++;
    else misses.push(`expected ${expect}, got ${got}: ${q}`);
  }
  timings.sort((a, b) => a - b);
  console.log(`\n[legacy] ${legacyQuestions.length} questions, graded by the source picked (written with the knowledge base in view)`);
  console.log(`  top-1 source ${pct(correct, legacyQuestions.length)} (${correct}); answered by a calculation or live catalogue facts instead: ${fromRules}`);
  console.log(`  p95 latency  ${percentile(timings, 95).toFixed(2)} ms`);
  if (showMisses) for (const miss of misses) console.log(`  miss: ${miss}`);
  return true;
}

async function main() {
  const names = chosen && SETS.includes(chosen) ? [chosen] : SETS;
  const passed: Partial<Record<SetName, boolean>> = {};
  for (const name of names) passed[name] = name === 'legacy' ? await legacySet() : await factSet(name);
  if (!check) return;
  const heldOutThere = existsSync(new URL('./bench-assistant/held-out-5.json', import.meta.url));
  const gate = heldOutThere ? ('held-out-5' as const) : ('tuning' as const);
  const ok = passed[gate] ?? (await factSet(gate));
  if (!heldOutThere) console.log('\n--check: no held-out-5.json; the targets were checked on the tuning set.');
  if (!ok) {
    console.error(`A target was missed on the ${gate} set.`);
    process.exitCode = 1;
  }
}

await main();
