import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { addresses, educationRecords } from '../../db/schema/student-profile.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';

// Read-only: the dashboard's reads (seed 001 section 7), every one scoped to the learner's own id,
// as ONE prepared statement (db/prepared.ts): separate reads took a pool connection and a round
// trip each, and under load the wait for a connection was most of the dashboard's p99 (bench:api).
// The learner's own columns and plans come from their owners, the users and plans services, as a
// subquery and columns that this statement includes (decision 0386).

interface DocumentJson {
  id: string;
  documentType: string;
  verificationStatus: string;
  createdAt: string;
}

interface ApplicationJson {
  id: string;
  status: string;
  institutionName: string | null;
  programName: string | null;
  createdAt: string;
  submittedAt: string | null;
}

export interface DashboardFacts {
  hasAddress: boolean;
  hasEducation: boolean;
  documents: { id: string; documentType: string; verificationStatus: string; createdAt: Date }[];
  applications: { id: string; status: string; institutionName: string | null; programName: string | null; createdAt: Date; submittedAt: Date | null }[];
}

/** What the owners hand over: the users service's personal details rows and the plans service's held-plans columns. */
export interface DashboardSources {
  personal: ReturnType<UsersService['personalDetailsRows']>;
  heldPlans: ReturnType<PlansService['heldPlanColumns']>;
  /** The value of the held-plans columns' `now` placeholder. */
  now: string;
}

const userId = sql.placeholder('userId');
/** "table"."column": Drizzle leaves columns unqualified in a select without a table, and the joins need it. */
const q = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

export function createDashboardRepo(db: Executor) {
  return {
    /** The learner's personal details, held plans and dashboard facts; undefined when the account is gone. */
    async dashboardOf(forUser: string, { personal, heldPlans, now }: DashboardSources) {
      const [row] = await prepared(db, 'dashboard_of', (executor, name) =>
        executor
          .select({
            personal: {
              fullName: personal.fullName,
              idNumber: personal.idNumber,
              gender: personal.gender,
              phoneNumber: personal.phoneNumber,
              contactEmail: personal.contactEmail,
              emergencyContactName: personal.emergencyContactName,
              emergencyContactPhone: personal.emergencyContactPhone,
              trackingId: personal.trackingId,
            },
            bought: heldPlans.bought,
            sponsored: heldPlans.sponsored,
            hasAddress: sql<boolean>`exists (select 1 from ${addresses} where ${q(addresses.userId)} = ${userId})`,
            hasEducation: sql<boolean>`exists (select 1 from ${educationRecords} where ${q(educationRecords.userId)} = ${userId})`,
            documents: sql<DocumentJson[]>`coalesce((select json_agg(json_build_object(
              'id', ${q(documents.id)}, 'documentType', ${q(documents.documentType)},
              'verificationStatus', ${q(documents.verificationStatus)}, 'createdAt', ${q(documents.createdAt)}
            ) order by ${q(documents.createdAt)} desc) from ${documents} where ${q(documents.userId)} = ${userId}), '[]'::json)`,
            applications: sql<ApplicationJson[]>`coalesce((select json_agg(json_build_object(
              'id', ${q(applications.id)}, 'status', ${q(applications.status)},
              'institutionName', ${q(institutions.name)}, 'programName', ${q(programmes.name)},
              'createdAt', ${q(applications.createdAt)}, 'submittedAt', ${q(applications.submittedAt)}
            ) order by ${q(applications.createdAt)} desc)
              from ${applications}
              left join ${institutions} on ${q(institutions.id)} = ${q(applications.institutionId)}
              left join ${programmes} on ${q(programmes.id)} = ${q(applications.programId)}
              where ${q(applications.userId)} = ${userId}), '[]'::json)`,
          })
          .from(personal)
          .where(eq(personal.id, userId))
          .limit(1)
          .prepare(name),
      ).execute({ userId: forUser, now });
      if (!row) return undefined;
      const facts: DashboardFacts = {
        hasAddress: row.hasAddress,
        hasEducation: row.hasEducation,
        documents: row.documents.map((d) => ({ ...d, createdAt: new Date(d.createdAt) })),
        applications: row.applications.map((a) => ({
          ...a,
          createdAt: new Date(a.createdAt),
          submittedAt: a.submittedAt === null ? null : new Date(a.submittedAt),
        })),
      };
      return { personal: row.personal, held: { bought: row.bought, sponsored: row.sponsored }, facts };
    },
  };
}
