import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';

const coverageColumns = {
  id: institutions.id,
  slug: institutions.slug,
  name: institutions.name,
  type: institutions.type,
  province: institutions.province,
  applyUrl: institutions.applyUrl,
  programmesNotPublished: institutions.programmesNotPublished,
  apsRuleNote: institutions.apsRuleNote,
  sourceTitle: institutions.catalogueSourceTitle,
  checkedOn: institutions.catalogueCheckedOn,
  correctedAt: institutions.catalogueCorrectedAt,
};

export type CorrectableFacts = Pick<typeof institutions.$inferSelect, 'applyUrl' | 'programmesNotPublished' | 'apsRuleNote'>;

// The catalogue institutions (status 'active', seeded) with their active programmes counted.
export function createCatalogueCorrectionsRepo(db: Executor) {
  const catalogued = eq(institutions.status, 'active');
  const counts = db
    .select({ institutionId: programmes.institutionId, count: sql<number>`count(*)::int`.as('count') })
    .from(programmes)
    .where(eq(programmes.active, true))
    .groupBy(programmes.institutionId)
    .as('counts');
  const withCount = () =>
    db
      .select({ ...coverageColumns, programmeCount: sql<number>`coalesce(${counts.count}, 0)`.mapWith(Number) })
      .from(institutions)
      .leftJoin(counts, eq(counts.institutionId, institutions.id));
  return {
    list: () =>
      withCount()
        .where(catalogued)
        .orderBy(sql`lower(${institutions.name}) collate "C"`),
    async one(id: string) {
      const [row] = await withCount().where(and(catalogued, eq(institutions.id, id)));
      return row;
    },
    async correct(id: string, facts: CorrectableFacts, now: Date) {
      await db
        .update(institutions)
        .set({ ...facts, catalogueCorrectedAt: now, updatedAt: now })
        .where(and(catalogued, eq(institutions.id, id)));
    },
  };
}
