import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { careerAssessments } from '../../db/schema/career-assessments.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';

export function createGuidanceRepo(db: Executor) {
  return {
    /** Active programmes of active institutions, for matching to interest areas. */
    activeProgrammes() {
      return db
        .select({ id: programmes.id, name: programmes.name, faculty: programmes.faculty, institutionName: institutions.name })
        .from(programmes)
        .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
        .where(and(eq(programmes.active, true), eq(institutions.active, true)))
        .orderBy(asc(programmes.name));
    },

    /** Keeps only the latest assessment's top areas (one row per learner). */
    async keepLatest(userId: string, topAreas: string[], takenAt: Date) {
      await db
        .insert(careerAssessments)
        .values({ userId, topAreas, takenAt })
        .onConflictDoUpdate({ target: careerAssessments.userId, set: { topAreas, takenAt } });
    },

    async latestOf(userId: string) {
      const [row] = await db.select().from(careerAssessments).where(eq(careerAssessments.userId, userId));
      return row ?? null;
    },
  };
}
