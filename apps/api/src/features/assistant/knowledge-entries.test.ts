import { describe, expect, it } from 'vitest';
import { catalogueOf } from './assistant-facts.test-support.ts';
import { answerBuiltIn } from './built-in-assistant.ts';
import { readKnowledgeFiles } from './knowledge-files.ts';
import { buildKnowledgeIndex } from './knowledge-index.ts';
import type { LearnerFacts } from './learner-facts.ts';

// Explanations learners asked for and no entry held as its own topic (decision 0432): each is
// found from wordings of our own, and states the fact its source gives.

const noFacts: LearnerFacts = {
  aps: () => Promise.resolve({ hasMarks: false, source: null, sitting: null, score: null, countedSubjects: [], passType: null, packs: [] }),
  eligibility: () => Promise.resolve([]),
  documents: () => Promise.resolve([]),
  applications: () => Promise.resolve([]),
};
const index = buildKnowledgeIndex(readKnowledgeFiles());
const ask = (question: string) => answerBuiltIn(question, { index, facts: noFacts, catalogue: catalogueOf([]), userId: 'u' });

describe('explanations with entries of their own', () => {
  it.each([
    ['my father does piece jobs and has no payslip, what do we give nsfas', 'nsfas-informal-income', 'affidavit'],
    ['does nsfas pay if i study part-time through unisa', 'nsfas-not-funded', 'part-time'],
    ['i already have a diploma, will nsfas pay for a second one', 'nsfas-not-funded', 'first undergraduate'],
    ['im in matric now, do i need to upload my results on the nsfas form', 'nsfas-documents', 'exempt'],
    ['how many years does the ncv take', 'ncv-duration', 'three years'],
    ['i finished N6, when do i get my national diploma', 'national-n-diploma', '18 months'],
    ['im 29, am i too old for a learnership', 'learnership-who-and-cost', '35'],
    ['must i pay fees to join a learnership', 'learnership-who-and-cost', 'do not pay'],
    ['is a learnership stipend the same as a salary', 'learnership-stipend', 'not a salary'],
    ['how many public universities are in south africa', 'public-institutions', '26'],
  ])('"%s" is answered from %s', async (question, entry, fact) => {
    const answer = await ask(question);
    expect(entry.split('|')).toContain(answer.sources[0]?.id);
    expect(answer.content).toContain(fact);
  });
});

describe('which hit may answer', () => {
  it('lets an entry sharing one word of several answer only as the first hit', async () => {
    const answer = await ask('how long is ncv');
    expect(answer.sources[0]?.id ?? 'none').not.toBe('nsfas-not-funded');
  });

  it('leaves out what someone keeps saying', async () => {
    const answer = await ask('my gran keeps saying learnership, what even is that');
    expect(answer.sources[0]?.id).toMatch(/learnership/);
  });
});
