import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { documents } from '../../db/schema/documents.ts';
import { addresses, educationRecords, profileProgress, subjectMarks } from '../../db/schema/student-profile.ts';

// The learner's profile rows (the users row's columns come through the users service). Every
// query is scoped to one user id, given by the service from the session.

export type GradeLevel = 'grade11' | 'grade12';
export interface MarkRow {
  subject: string;
  mark: number;
}
export interface AddressRow {
  addressType: string;
  streetAddress: string;
  suburb: string;
  city: string;
  province: string;
  postalCode: string;
}
export interface EducationRow {
  schoolName: string;
  province: string;
  completionYear: number;
  grade12Sitting: string;
}
export interface ProgressRow {
  currentStep: number;
  isDataSaved: boolean;
  draft: Record<string, unknown>;
}

const WIZARD_DOCUMENT_TYPES = ['idDocument', 'proofOfResidence', 'grade11Results', 'grade12Results'];

export function createProfileRepo(db: Executor) {
  return {
    /** Each learner's province: the school's (education step), else the address's. */
    async provincesOf(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const [schools, homes] = await Promise.all([
        db
          .select({ userId: educationRecords.userId, province: educationRecords.province })
          .from(educationRecords)
          .where(inArray(educationRecords.userId, userIds)),
        db.select({ userId: addresses.userId, province: addresses.province }).from(addresses).where(inArray(addresses.userId, userIds)),
      ]);
      const provinces = new Map(homes.map((row) => [row.userId, row.province]));
      for (const row of schools) if (row.province) provinces.set(row.userId, row.province);
      return provinces;
    },

    /** Each learner's school and completion year (education step), for a counselor's caseload (issue 29). */
    schoolsOf(userIds: string[]): Promise<{ userId: string; schoolName: string; completionYear: number }[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ userId: educationRecords.userId, schoolName: educationRecords.schoolName, completionYear: educationRecords.completionYear })
        .from(educationRecords)
        .where(inArray(educationRecords.userId, userIds));
    },

    /** Residential first, else postal (the wizard shows one address). */
    async address(userId: string): Promise<AddressRow | undefined> {
      const rows = await db
        .select({
          addressType: addresses.addressType,
          streetAddress: addresses.streetAddress,
          suburb: addresses.suburb,
          city: addresses.city,
          province: addresses.province,
          postalCode: addresses.postalCode,
        })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(sql`case when ${addresses.addressType} = 'residential' then 0 else 1 end`)
        .limit(1);
      return rows[0];
    },
    async upsertAddress(userId: string, address: AddressRow, now: Date) {
      await db
        .insert(addresses)
        .values({ userId, ...address })
        .onConflictDoUpdate({ target: [addresses.userId, addresses.addressType], set: { ...address, updatedAt: now } });
    },

    async education(userId: string) {
      const rows = await db.select().from(educationRecords).where(eq(educationRecords.userId, userId)).limit(1);
      return rows[0];
    },
    async marks(educationRecordId: string) {
      return db
        .select({ subject: subjectMarks.subjectName, mark: subjectMarks.mark, gradeLevel: subjectMarks.gradeLevel })
        .from(subjectMarks)
        .where(eq(subjectMarks.educationRecordId, educationRecordId))
        .orderBy(asc(subjectMarks.gradeLevel), asc(subjectMarks.position));
    },
    /** Returns the record's id; run inside a transaction with replaceMarks. */
    async upsertEducation(userId: string, record: EducationRow, now: Date): Promise<string> {
      const rows = await db
        .insert(educationRecords)
        .values({ userId, ...record })
        .onConflictDoUpdate({ target: educationRecords.userId, set: { ...record, updatedAt: now } })
        .returning({ id: educationRecords.id });
      return rows[0]!.id;
    },
    async replaceMarks(educationRecordId: string, grades: Record<GradeLevel, MarkRow[]>) {
      await db.delete(subjectMarks).where(eq(subjectMarks.educationRecordId, educationRecordId));
      // One batch per grade, as the seed's wizard writes them.
      for (const gradeLevel of ['grade11', 'grade12'] as const) {
        const rows = grades[gradeLevel].map((row, position) => ({ educationRecordId, subjectName: row.subject, gradeLevel, mark: row.mark, position }));
        if (rows.length > 0) await db.insert(subjectMarks).values(rows);
      }
    },

    async documentTypes(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectDistinct({ documentType: documents.documentType })
        .from(documents)
        .where(and(eq(documents.userId, userId), inArray(documents.documentType, WIZARD_DOCUMENT_TYPES)));
      return new Set(rows.map((row) => row.documentType));
    },

    async progress(userId: string) {
      const rows = await db.select().from(profileProgress).where(eq(profileProgress.userId, userId)).limit(1);
      return rows[0];
    },
    async saveProgress(userId: string, progress: ProgressRow, now: Date) {
      await db
        .insert(profileProgress)
        .values({ userId, ...progress, updatedAt: now })
        .onConflictDoUpdate({ target: profileProgress.userId, set: { ...progress, updatedAt: now } });
    },
    /** Moves the saved place forward to `step`, never back. */
    async advanceTo(userId: string, step: number, now: Date) {
      await db
        .insert(profileProgress)
        .values({ userId, currentStep: step, updatedAt: now })
        .onConflictDoUpdate({ target: profileProgress.userId, set: { currentStep: sql`greatest(${profileProgress.currentStep}, ${step})`, updatedAt: now } });
    },
    async markCompleted(userId: string, step: number, now: Date) {
      await db
        .insert(profileProgress)
        .values({ userId, currentStep: step, isDataSaved: false, completedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: profileProgress.userId, set: { currentStep: step, isDataSaved: false, completedAt: now, updatedAt: now } });
    },
  };
}
export type ProfileRepo = ReturnType<typeof createProfileRepo>;
