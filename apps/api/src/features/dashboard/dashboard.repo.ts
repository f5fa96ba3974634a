import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { documents } from '../../db/schema/documents.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { addresses, educationRecords } from '../../db/schema/student-profile.ts';

// Read-only: the dashboard's reads (seed 001 section 7), every one scoped to the learner's own id,
// as ONE prepared statement (db/prepared.ts): four separate reads took four pool connections per
// request, and under load the wait for a connection was most of the dashboard's p99 (bench:api).
// The learner's own columns come from the users service.

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

const userId = sql.placeholder('userId');
/** "table"."column": Drizzle leaves columns unqualified in a select without a table, and the joins need it. */
const q = (column: AnyPgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

export function createDashboardRepo(db: Executor) {
  return {
    async factsOf(forUser: string): Promise<DashboardFacts> {
      const [row] = await prepared(db, 'dashboard_facts', (executor, name) =>
        executor
          .select({
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
          .from(sql`(select 1) as one`)
          .prepare(name),
      ).execute({ userId: forUser });
      if (!row) return { hasAddress: false, hasEducation: false, documents: [], applications: [] };
      return {
        hasAddress: row.hasAddress,
        hasEducation: row.hasEducation,
        documents: row.documents.map((d) => ({ ...d, createdAt: new Date(d.createdAt) })),
        applications: row.applications.map((a) => ({ ...a, createdAt: new Date(a.createdAt), submittedAt: a.submittedAt === null ? null : new Date(a.submittedAt) })),
      };
    },
  };
}
