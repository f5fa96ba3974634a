import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { programmes } from '../../db/schema/programmes.ts';

/** An upcoming catalogue date nobody has checked since `checkedBefore` (issue 30's "needs checking"). */
export interface StaleCatalogueDate {
  id: string;
  institutionName: string;
  institutionId: string;
  what: string;
  day: string;
  checkedOn: string | null;
  sourceTitle: string | null;
  sourceUrl: string | null;
}

// Dates institutions keep (their intakes' closing dates and programmes' own), still to come on
// `today` and not checked since `checkedBefore`, soonest first: what admins chase up.
export function createCatalogueDatesRepo(db: Executor) {
  const stale = (checkedOn: typeof programmes.checkedOn | typeof institutionIntakes.checkedOn, checkedBefore: string) =>
    or(isNull(checkedOn), lt(checkedOn, checkedBefore));

  return {
    async staleDates(today: string, checkedBefore: string, limit: number): Promise<StaleCatalogueDate[]> {
      const [intakeRows, programmeRows] = await Promise.all([
        db
          .select({
            id: institutionIntakes.id,
            institutionName: institutions.name,
            institutionId: institutions.id,
            what: institutionIntakes.name,
            day: institutionIntakes.closesOn,
            checkedOn: institutionIntakes.checkedOn,
            sourceTitle: institutionIntakes.sourceTitle,
            sourceUrl: institutionIntakes.sourceUrl,
          })
          .from(institutionIntakes)
          .innerJoin(institutions, eq(institutions.id, institutionIntakes.institutionId))
          .where(and(eq(institutions.active, true), gte(institutionIntakes.closesOn, today), stale(institutionIntakes.checkedOn, checkedBefore)))
          .orderBy(asc(institutionIntakes.closesOn))
          .limit(limit),
        db
          .select({
            id: programmes.id,
            institutionName: institutions.name,
            institutionId: institutions.id,
            what: programmes.name,
            day: programmes.closesOn,
            checkedOn: programmes.checkedOn,
            sourceTitle: programmes.sourceTitle,
            sourceUrl: programmes.sourceUrl,
          })
          .from(programmes)
          .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
          .where(and(eq(programmes.active, true), eq(institutions.active, true), gte(programmes.closesOn, today), stale(programmes.checkedOn, checkedBefore)))
          .orderBy(asc(programmes.closesOn))
          .limit(limit),
      ]);
      return [...intakeRows, ...programmeRows]
        .filter((row): row is StaleCatalogueDate => row.day !== null)
        .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
        .slice(0, limit);
    },
  };
}
