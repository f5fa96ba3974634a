// npm run bench:assistant [-- --check] [-- --misses]
//
// Runs the learner question set (scripts/bench-assistant/questions.json: questions in learners'
// own words, each with the source it should be answered from: a knowledge entry id, an own-data
// intent as 'own-data:<intent>', or 'none' for a question Kusasa cannot answer) through the
// built-in assistant, in this process on one core, and prints top-1 source accuracy, the
// "no answer" rate, wrong-source answers on own-data questions and p95 latency.
// --check exits non-zero when a target is missed: top-1 >= 85%, no wrong source on own-data
// questions, p95 < 300 ms. The learner's own data comes from an in-memory learner, so latency is
// the assistant's own work (retrieval, intent, wording), not the database's.

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import type { MyAps } from '@kusasa/domain/schemas/my-aps';
import { answerBuiltIn } from '../apps/api/src/features/assistant/built-in-assistant.ts';
import { readKnowledgeFiles } from '../apps/api/src/features/assistant/knowledge-files.ts';
import { buildKnowledgeIndex } from '../apps/api/src/features/assistant/knowledge-index.ts';
import type { LearnerFacts } from '../apps/api/src/features/assistant/learner-facts.ts';

const questions = z
  .array(z.object({ q: z.string().min(1), expect: z.string().regex(/^(none|own-data:(aps|eligibility|documents|applications)|[a-z0-9-]+)$/) }))
  .parse(JSON.parse(readFileSync(new URL('./bench-assistant/questions.json', import.meta.url), 'utf8')));

const TARGETS = { top1: 0.85, p95Ms: 300 } as const;
const ROUNDS = 5;

const learnerAps: MyAps = {
  hasMarks: true,
  source: 'grade12',
  sitting: 'grade12-trial',
  score: 34,
  countedSubjects: [
    { subject: 'Accounting', mark: 80, points: 7 },
    { subject: 'English Home Language', mark: 75, points: 6 },
    { subject: 'Life Sciences', mark: 70, points: 6 },
    { subject: 'Mathematics', mark: 65, points: 5 },
    { subject: 'Geography', mark: 65, points: 5 },
    { subject: 'Physical Sciences', mark: 60, points: 5 },
  ],
  passType: 'bachelor',
  packs: [
    {
      packId: 'common',
      name: 'NSC levels, best six subjects (excluding Life Orientation)',
      score: 34,
      maxScore: 42,
      unit: 'aps',
      unitLabel: 'APS',
      institutionSlugs: [],
    },
    { packId: 'wits', name: 'Wits APS', score: 42, maxScore: 56, unit: 'aps', unitLabel: 'APS', institutionSlugs: ['wits'] },
  ],
};

const learner: LearnerFacts = {
  aps: () => Promise.resolve(learnerAps),
  eligibility: () =>
    Promise.resolve([
      { programmeName: 'BSc (Computer Science)', institutionName: 'University of Pretoria', status: 'meets' },
      { programmeName: 'Bachelor of Commerce in Forensic Accountancy', institutionName: 'North-West University', status: 'nearly' },
    ]),
  documents: () => Promise.resolve([{ documentType: 'idDocument', verificationStatus: 'approved', failureReason: null, createdAt: '2026-02-01T10:00:00Z' }]),
  applications: () => Promise.resolve([{ programmeName: 'BSc (Computer Science)', institutionName: 'University of Pretoria', status: 'submitted' }]),
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const check = process.argv.includes('--check');
  const showMisses = process.argv.includes('--misses');
  const buildStart = performance.now();
  const docs = readKnowledgeFiles();
  const index = buildKnowledgeIndex(docs);
  const buildMs = performance.now() - buildStart;
  const known = new Set(docs.map((doc) => doc.id));
  const unknown = questions.filter(({ expect }) => expect !== 'none' && !expect.startsWith('own-data:') && !known.has(expect));
  if (unknown.length > 0) throw new Error(`Expected sources that are not knowledge entries: ${unknown.map(({ expect }) => expect).join(', ')}`);

  const timings: number[] = [];
  const misses: string[] = [];
  let correct = 0;
  let noAnswer = 0;
  let ownDataWrongSource = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const { q, expect } of questions) {
      const start = performance.now();
      const answer = await answerBuiltIn(q, { index, facts: learner, userId: 'bench-learner' });
      timings.push(performance.now() - start);
      if (round > 0) continue;
      const got = answer.sources[0]?.id ?? 'none';
      if (got === expect) correct++;
      else misses.push(`expected ${expect}, got ${got}: ${q}`);
      if (answer.kind === 'no-answer') noAnswer++;
      if (expect.startsWith('own-data:') && got !== expect && got !== 'none') ownDataWrongSource++;
    }
  }
  timings.sort((a, b) => a - b);
  const ownDataQuestions = questions.filter(({ expect }) => expect.startsWith('own-data:')).length;
  const top1 = correct / questions.length;
  const p95 = percentile(timings, 95);

  console.log(
    `Thandi built-in assistant: ${questions.length} questions (${ownDataQuestions} about the learner's own data, ${questions.filter(({ expect }) => expect === 'none').length} it should not answer), ${docs.length} knowledge entries`,
  );
  console.log(`index built in ${buildMs.toFixed(1)} ms`);
  console.log(`top-1 source accuracy   ${(top1 * 100).toFixed(1)}% (${correct}/${questions.length})   target >= ${TARGETS.top1 * 100}%`);
  console.log(`"no answer" rate        ${((noAnswer / questions.length) * 100).toFixed(1)}% (${noAnswer}/${questions.length})`);
  console.log(`own-data wrong source   ${ownDataWrongSource} of ${ownDataQuestions}   target 0`);
  console.log(
    `latency over ${timings.length} answers: p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${(timings.at(-1) ?? 0).toFixed(2)} ms   target p95 < ${TARGETS.p95Ms} ms`,
  );
  if (showMisses || check) for (const miss of misses) console.log(`  miss: ${miss}`);
  const failed = top1 < TARGETS.top1 || ownDataWrongSource > 0 || p95 >= TARGETS.p95Ms;
  if (check && failed) {
    console.error('A target was missed.');
    process.exitCode = 1;
  }
}

await main();
