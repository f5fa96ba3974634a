import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { addresses, educationRecords } from '../../db/schema/student-profile.ts';
import { users } from '../../db/schema/users.ts';

// Read-only: the dashboard's reads (seed 001 section 7), every one scoped to the learner's own id.
export function createDashboardRepo(db: Executor) {
  return {
    async profileOf(userId: string) {
      const [row] = await db
        .select({
          fullName: users.fullName,
          idNumber: users.idNumber,
          gender: users.gender,
          phoneNumber: users.phoneNumber,
          contactEmail: users.contactEmail,
          emergencyContactName: users.emergencyContactName,
          emergencyContactPhone: users.emergencyContactPhone,
          trackingId: users.trackingId,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async hasAddress(userId: string): Promise<boolean> {
      const rows = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
      return rows.length > 0;
    },

    async hasEducation(userId: string): Promise<boolean> {
      const rows = await db.select({ id: educationRecords.id }).from(educationRecords).where(eq(educationRecords.userId, userId)).limit(1);
      return rows.length > 0;
    },

    documentsOf(userId: string) {
      return db
        .select({ id: documents.id, documentType: documents.documentType, verificationStatus: documents.verificationStatus, createdAt: documents.createdAt })
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(desc(documents.createdAt));
    },

    applicationsOf(userId: string) {
      return db
        .select({
          id: applications.id,
          status: applications.status,
          institutionName: institutions.name,
          programName: programmes.name,
          createdAt: applications.createdAt,
          submittedAt: applications.submittedAt,
        })
        .from(applications)
        .leftJoin(institutions, eq(institutions.id, applications.institutionId))
        .leftJoin(programmes, eq(programmes.id, applications.programId))
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt));
    },
  };
}
