import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { KNOWLEDGE_ID_PATTERN } from '@kusasa/domain/rules/assistant';
import { knowledgeInputSchema } from '@kusasa/domain/schemas/assistant/knowledge';
import type { KnowledgeDoc } from './knowledge-doc.ts';

// The knowledge base written for Kusasa: one Markdown file per entry in ./knowledge, with YAML
// front matter (id, title, category, question, source, keywords, basis) and the answer as the body.
// `basis` says where in the repo or in ../shared the facts come from; it is for maintainers only.

export const KNOWLEDGE_FOLDER = fileURLToPath(new URL('./knowledge', import.meta.url));

const frontMatterSchema = z.object({
  id: z.string().regex(KNOWLEDGE_ID_PATTERN),
  title: z.string(),
  category: z.string(),
  question: z.string(),
  source: z.string(),
  keywords: z.array(z.coerce.string()).default([]),
  faq: z.boolean().default(true),
  basis: z.string().optional(),
});

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

/** One entry file; throws naming the file when it is malformed, so a bad entry stops the start. */
export function parseKnowledgeFile(name: string, text: string): KnowledgeDoc {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${name}: no front matter`);
  const meta = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!meta.success) throw new Error(`${name}: ${meta.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  if (`${meta.data.id}.md` !== name) throw new Error(`${name}: the id must match the file name`);
  const entry = knowledgeInputSchema.safeParse({
    title: meta.data.title,
    question: meta.data.question,
    category: meta.data.category,
    sourceUrl: meta.data.source,
    answer: (match[2] ?? '').trim(),
    keywords: meta.data.keywords,
    faq: meta.data.faq,
  });
  if (!entry.success) throw new Error(`${name}: ${entry.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  return { id: meta.data.id, ...entry.data };
}

export function readKnowledgeFiles(folder = KNOWLEDGE_FOLDER): KnowledgeDoc[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseKnowledgeFile(name, readFileSync(join(folder, name), 'utf8')));
}
