import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_CATEGORIES } from '@kusasa/domain/rules/assistant';
import { answerBuiltIn } from './built-in-assistant.ts';
import { parseKnowledgeFile, readKnowledgeFiles } from './knowledge-files.ts';
import { buildKnowledgeIndex } from './knowledge-index.ts';
import type { LearnerFacts } from './learner-facts.ts';
import { catalogueOf } from './assistant-facts.test-support.ts';

const noFacts: LearnerFacts = {
  aps: () => Promise.resolve({ hasMarks: false, source: null, sitting: null, score: null, countedSubjects: [], passType: null, packs: [] }),
  eligibility: () => Promise.resolve([]),
  documents: () => Promise.resolve([]),
  applications: () => Promise.resolve([]),
};

describe('the knowledge base in the repo', () => {
  const docs = readKnowledgeFiles();

  it('has at least 30 FAQs covering every /faqs category, each with a page to link to', () => {
    const faqs = docs.filter((doc) => doc.faq);
    expect(faqs.length).toBeGreaterThanOrEqual(30);
    for (const category of KNOWLEDGE_CATEGORIES)
      expect(
        faqs.some((doc) => doc.category === category),
        category,
      ).toBe(true);
    for (const doc of docs) expect(doc.sourceUrl, doc.id).toMatch(/^(\/[a-z0-9/-]*|https:\/\/\S+)$/);
    expect(new Set(docs.map((doc) => doc.id)).size).toBe(docs.length);
  });

  it('refuses a malformed entry, naming the file', () => {
    expect(() => parseKnowledgeFile('x.md', 'no front matter')).toThrow('x.md: no front matter');
    expect(() => parseKnowledgeFile('x.md', '---\nid: y\ntitle: T\ncategory: Billing\nquestion: Q?\nsource: /pricing\n---\nAnswer')).toThrow(
      'the id must match the file name',
    );
    expect(() => parseKnowledgeFile('x.md', '---\nid: x\ntitle: T\ncategory: Money\nquestion: Q?\nsource: /pricing\n---\nAnswer')).toThrow(/category/);
  });

  it('answers learner phrasing, slips and mixed languages from the right entry', async () => {
    const index = buildKnowledgeIndex(docs);
    const sourceOf = async (question: string) =>
      (await answerBuiltIn(question, { index, facts: noFacts, catalogue: catalogueOf([]), userId: 'u' })).sources[0]?.id ?? 'none';
    expect(await sourceOf('i forgot my pasword')).toBe('forgot-password');
    expect(await sourceOf('is kusasa mahala')).toBe('starter-free');
    expect(await sourceOf('verwyder my rekening')).toBe('delete-account');
    expect(await sourceOf('give me a recipe for vetkoek')).toBe('none');
  });
});
