import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { programmes } from '../../db/schema/programmes.ts';

export interface FeeApplication {
  id: string;
  userId: string;
  status: string;
  institutionId: string | null;
  institutionName: string | null;
  programmeName: string | null;
}

const applicationColumns = {
  id: applications.id,
  userId: applications.userId,
  status: applications.status,
  institutionId: applications.institutionId,
  institutionName: institutions.name,
  programmeName: programmes.name,
};

// Read-only: the learner's sent applications with their institution and programme, and the
// institutions' intakes (whose fee is what a learner pays). The journey features own these rows.
export function createLearnerFeesRepo(db: Executor) {
  const base = () =>
    db
      .select(applicationColumns)
      .from(applications)
      .leftJoin(institutions, eq(institutions.id, applications.institutionId))
      .leftJoin(programmes, eq(programmes.id, applications.programId));

  return {
    sentApplicationsOf(userId: string): Promise<FeeApplication[]> {
      return base()
        .where(and(eq(applications.userId, userId), ne(applications.status, 'draft')))
        .orderBy(desc(applications.createdAt), desc(applications.id));
    },

    async application(applicationId: string): Promise<FeeApplication | null> {
      const [row] = await base().where(eq(applications.id, applicationId));
      return row ?? null;
    },

    intakesOf(institutionIds: string[]) {
      if (institutionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          institutionId: institutionIntakes.institutionId,
          applicationFeeCents: institutionIntakes.applicationFeeCents,
          feeNotPublished: institutionIntakes.feeNotPublished,
          open: institutionIntakes.open,
          closesOn: institutionIntakes.closesOn,
          lateClosesOn: institutionIntakes.lateClosesOn,
        })
        .from(institutionIntakes)
        .where(inArray(institutionIntakes.institutionId, institutionIds))
        .orderBy(asc(institutionIntakes.closesOn));
    },
  };
}
