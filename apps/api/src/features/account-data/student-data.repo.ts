import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { careerAssessments } from '../../db/schema/career-assessments.ts';
import { documents } from '../../db/schema/documents.ts';
import { sponsorAllocations, sponsorApplications } from '../../db/schema/sponsorships.ts';
import { addresses, educationRecords, profileProgress, subjectMarks } from '../../db/schema/student-profile.ts';

// The student journey's rows about one person, for the POPIA download (payments come from the
// payments feature). Every query is scoped to the user's id. Columns that name other people
// (reviewing admins, sponsors) or say where files are stored are left out.

export function createStudentDataRepo(db: Executor) {
  return {
    addressesOf: (userId: string) => db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt)),

    /** The education record with its subject marks in the wizard's order, or null. */
    async educationOf(userId: string) {
      const [record] = await db.select().from(educationRecords).where(eq(educationRecords.userId, userId)).limit(1);
      if (!record) return null;
      const marks = await db
        .select({ subjectName: subjectMarks.subjectName, gradeLevel: subjectMarks.gradeLevel, mark: subjectMarks.mark, position: subjectMarks.position })
        .from(subjectMarks)
        .where(eq(subjectMarks.educationRecordId, record.id))
        .orderBy(asc(subjectMarks.gradeLevel), asc(subjectMarks.position));
      return { ...record, subjectMarks: marks };
    },

    wizardProgressOf: async (userId: string) => (await db.select().from(profileProgress).where(eq(profileProgress.userId, userId)))[0] ?? null,

    careerAssessmentOf: async (userId: string) =>
      (
        await db
          .select({ topAreas: careerAssessments.topAreas, takenAt: careerAssessments.takenAt })
          .from(careerAssessments)
          .where(eq(careerAssessments.userId, userId))
      )[0] ?? null,

    documentsOf: (userId: string) =>
      db
        .select({
          id: documents.id,
          applicationId: documents.applicationId,
          documentType: documents.documentType,
          originalName: documents.originalName,
          mimeType: documents.mimeType,
          sizeBytes: documents.sizeBytes,
          verificationStatus: documents.verificationStatus,
          verification: documents.verification,
          verifiedAt: documents.verifiedAt,
          createdAt: documents.createdAt,
          updatedAt: documents.updatedAt,
        })
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(asc(documents.createdAt)),

    applicationsOf: (userId: string) =>
      db
        .select({
          id: applications.id,
          institutionId: applications.institutionId,
          programId: applications.programId,
          grade12Results: applications.grade12Results,
          personalStatement: applications.personalStatement,
          status: applications.status,
          submittedAt: applications.submittedAt,
          createdAt: applications.createdAt,
          updatedAt: applications.updatedAt,
        })
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(asc(applications.createdAt)),

    /** Allocations the user receives as a student, without the sponsor's account id. */
    sponsorAllocationsOf: (userId: string) =>
      db
        .select({
          id: sponsorAllocations.id,
          allocatedOn: sponsorAllocations.allocatedOn,
          expiresOn: sponsorAllocations.expiresOn,
          status: sponsorAllocations.status,
          plan: sponsorAllocations.plan,
          notes: sponsorAllocations.notes,
          createdAt: sponsorAllocations.createdAt,
        })
        .from(sponsorAllocations)
        .where(eq(sponsorAllocations.studentId, userId))
        .orderBy(asc(sponsorAllocations.createdAt)),

    /** The user's sponsorship requests with what they let sponsors see and their consent (not who held or paid them). */
    sponsorshipRequestsOf: (userId: string) =>
      db
        .select({
          id: sponsorApplications.id,
          applicationId: sponsorApplications.applicationId,
          requestedAmountCents: sponsorApplications.requestedAmountCents,
          purpose: sponsorApplications.purpose,
          planId: sponsorApplications.planId,
          status: sponsorApplications.status,
          visibleFields: sponsorApplications.visibleFields,
          shared: sponsorApplications.shared,
          consentedAt: sponsorApplications.consentedAt,
          consentText: sponsorApplications.consentText,
          fundedAt: sponsorApplications.fundedAt,
          createdAt: sponsorApplications.createdAt,
        })
        .from(sponsorApplications)
        .where(eq(sponsorApplications.studentId, userId))
        .orderBy(asc(sponsorApplications.createdAt)),
  };
}
