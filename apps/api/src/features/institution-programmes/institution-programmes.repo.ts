import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';

export type ProgrammeRow = typeof programmes.$inferSelect;
export type ProgrammeValues = Pick<
  ProgrammeRow,
  'name' | 'faculty' | 'qualificationType' | 'durationYears' | 'nqfLevel' | 'minAps' | 'subjectMinimums' | 'places' | 'openForIntake'
> &
  Partial<Pick<ProgrammeRow, 'updatedByInstitutionAt' | 'correctedAt'>>;

// The institution's own programmes: the same rows the learners' catalogue reads. Every query
// carries the caller's institution id, so another institution's programme id matches nothing.
export function createInstitutionProgrammesRepo(db: Executor) {
  const mine = (institutionId: string, id: string) => and(eq(programmes.id, id), eq(programmes.institutionId, institutionId));
  return {
    async slugOf(institutionId: string) {
      const [row] = await db.select({ slug: institutions.slug }).from(institutions).where(eq(institutions.id, institutionId));
      return row?.slug;
    },
    listOf: (institutionId: string) =>
      db
        .select()
        .from(programmes)
        .where(and(eq(programmes.institutionId, institutionId), eq(programmes.active, true)))
        .orderBy(sql`lower(${programmes.name}) collate "C"`, asc(programmes.id)),
    async insert(row: typeof programmes.$inferInsert) {
      const [created] = await db.insert(programmes).values(row).returning();
      return created!;
    },
    async get(institutionId: string, id: string) {
      const [row] = await db.select().from(programmes).where(mine(institutionId, id));
      return row;
    },
    async update(institutionId: string, id: string, values: ProgrammeValues) {
      const [row] = await db.update(programmes).set(values).where(mine(institutionId, id)).returning();
      return row;
    },
  };
}
