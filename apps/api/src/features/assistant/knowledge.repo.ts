import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { assistantKnowledgeVersions } from '../../db/schema/assistant.ts';

export type KnowledgeVersionRow = typeof assistantKnowledgeVersions.$inferSelect;
export type NewKnowledgeVersion = typeof assistantKnowledgeVersions.$inferInsert;

export function createKnowledgeRepo(db: Executor) {
  return {
    /**
     * Versions are only ever added, so their count changes with every edit on any instance: a
     * cheap revision number to know when the search index must be rebuilt.
     */
    async revision(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(assistantKnowledgeVersions);
      return row?.n ?? 0;
    },
    /** The newest version of every stored entry. */
    latestVersions(): Promise<KnowledgeVersionRow[]> {
      return db
        .selectDistinctOn([assistantKnowledgeVersions.entryId])
        .from(assistantKnowledgeVersions)
        .orderBy(asc(assistantKnowledgeVersions.entryId), desc(assistantKnowledgeVersions.version));
    },
    async latestOf(entryId: string): Promise<KnowledgeVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(assistantKnowledgeVersions)
        .where(eq(assistantKnowledgeVersions.entryId, entryId))
        .orderBy(desc(assistantKnowledgeVersions.version))
        .limit(1);
      return row;
    },
    versionsOf(entryId: string): Promise<KnowledgeVersionRow[]> {
      return db
        .select()
        .from(assistantKnowledgeVersions)
        .where(eq(assistantKnowledgeVersions.entryId, entryId))
        .orderBy(desc(assistantKnowledgeVersions.version));
    },
    /** Throws a unique violation when another admin stored this version first. */
    async insertVersion(version: NewKnowledgeVersion): Promise<KnowledgeVersionRow> {
      const [row] = await db.insert(assistantKnowledgeVersions).values(version).returning();
      if (!row) throw new Error('the knowledge version was not stored');
      return row;
    },
    /** Serialises edits of one entry inside a transaction (an advisory lock on its id). */
    async lockEntry(entryId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`assistant-knowledge:${entryId}`}))`);
    },
  };
}
