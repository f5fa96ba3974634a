import { knowledgeCategorySchema } from '@kusasa/domain/schemas/assistant/common';
import { type KnowledgeEntry } from '@kusasa/domain/schemas/assistant/knowledge';
import type { Executor } from '../../db/database.ts';
import type { KnowledgeDoc } from './knowledge-doc.ts';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index.ts';
import { createKnowledgeRepo, type KnowledgeVersionRow } from './knowledge.repo.ts';

// The knowledge Thandi answers from: the entries in ./knowledge (reviewed with the code) and the
// versions admins store in AI Training. A stored entry with a file entry's id replaces it, retired
// or not; a stored entry with a new id adds to them
// (docs/decisions/0131-thandi-knowledge-base-files-and-stored-versions.md). The search index is
// rebuilt when the stored versions change on any instance, so an edit is used by the next question.

export function docOfVersion(row: KnowledgeVersionRow): KnowledgeDoc {
  return {
    id: row.entryId,
    title: row.title,
    question: row.question,
    // Stored through the same schema; an unknown category can only come from a hand-edited row.
    category: knowledgeCategorySchema.catch('Support').parse(row.category),
    sourceUrl: row.sourceUrl,
    answer: row.answer,
    keywords: row.keywords,
    faq: row.faq,
  };
}

function entryOf(doc: KnowledgeDoc, stored: KnowledgeVersionRow | undefined, fromFile: boolean): KnowledgeEntry {
  return {
    ...doc,
    status: stored?.status === 'retired' ? 'retired' : 'active',
    origin: !stored ? 'file' : fromFile ? 'edited' : 'stored',
    version: stored?.version ?? 0,
    updatedAt: stored?.createdAt.toISOString() ?? null,
  };
}

interface Snapshot {
  revision: number;
  entries: KnowledgeEntry[];
  active: KnowledgeDoc[];
  index: KnowledgeIndex;
}

export function createKnowledgeBase({ db, files }: { db: Executor; files: readonly KnowledgeDoc[] }) {
  const repo = createKnowledgeRepo(db);
  const fileById = new Map(files.map((doc) => [doc.id, doc]));
  let current: Promise<Snapshot> | undefined;

  async function build(revision: number): Promise<Snapshot> {
    const stored = new Map((await repo.latestVersions()).map((row) => [row.entryId, row]));
    const ids = [...new Set([...fileById.keys(), ...stored.keys()])].sort();
    const entries = ids.map((id) => {
      const row = stored.get(id);
      return entryOf(row ? docOfVersion(row) : fileById.get(id)!, row, fileById.has(id));
    });
    const active = entries.filter((entry) => entry.status === 'active').map(({ status: _s, origin: _o, version: _v, updatedAt: _u, ...doc }) => doc);
    return { revision, entries, active, index: buildKnowledgeIndex(active) };
  }

  async function snapshot(): Promise<Snapshot> {
    const revision = await repo.revision();
    const held = current ? await current.catch(() => undefined) : undefined;
    if (held && held.revision === revision) return held;
    current = build(revision);
    return current;
  }

  return {
    index: async () => (await snapshot()).index,
    /** Every entry, retired ones included (AI Training). */
    entries: async () => (await snapshot()).entries,
    /** The entries Thandi answers from (and /faqs lists). */
    activeDocs: async () => (await snapshot()).active,
    fileEntry: (id: string) => fileById.get(id),
  };
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;
