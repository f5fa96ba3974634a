import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { educationRecords, subjectMarks } from '../../db/schema/student-profile.ts';

export type SavedMark = { subject: string; mark: number; gradeLevel: string };

export function createApsRepo(db: Executor) {
  return {
    /** The learner's own education record and its marks; nothing of anyone else's. */
    async marksOf(userId: string): Promise<{ sitting: string; marks: SavedMark[] } | undefined> {
      const [record] = await db
        .select({ id: educationRecords.id, sitting: educationRecords.grade12Sitting })
        .from(educationRecords)
        .where(eq(educationRecords.userId, userId))
        .limit(1);
      if (!record) return undefined;
      const marks = await db
        .select({ subject: subjectMarks.subjectName, mark: subjectMarks.mark, gradeLevel: subjectMarks.gradeLevel })
        .from(subjectMarks)
        .where(eq(subjectMarks.educationRecordId, record.id))
        .orderBy(asc(subjectMarks.gradeLevel), asc(subjectMarks.position));
      return { sitting: record.sitting, marks };
    },

    /** Which rule packs the active programmes of each active institution use (one row per pair). */
    institutionPacks() {
      return db
        .selectDistinct({ institutionName: institutions.name, apsPackId: programmes.apsPackId })
        .from(programmes)
        .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
        .where(and(eq(programmes.active, true), eq(institutions.active, true)))
        .orderBy(asc(institutions.name), asc(programmes.apsPackId));
    },

    /** Every active programme of an active institution, with its entry requirements. */
    activeProgrammeRequirements() {
      return db
        .select({
          id: programmes.id,
          minAps: programmes.minAps,
          apsPackId: programmes.apsPackId,
          subjectMinimums: programmes.subjectMinimums,
          minApsBySubject: programmes.minApsBySubject,
        })
        .from(programmes)
        .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
        .where(and(eq(programmes.active, true), eq(institutions.active, true)))
        .orderBy(asc(programmes.name));
    },
  };
}
