import { and, asc, desc, eq, gte, inArray, isNull, lt, min, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { byNameCaseInsensitive } from './catalogue.repo.ts';

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

const intakeDateColumns = {
  name: institutionIntakes.name,
  year: institutionIntakes.year,
  opensOn: institutionIntakes.opensOn,
  closesOn: institutionIntakes.closesOn,
  lateClosesOn: institutionIntakes.lateClosesOn,
  lateRules: institutionIntakes.lateRules,
  open: institutionIntakes.open,
  sourceTitle: institutionIntakes.sourceTitle,
  sourceUrl: institutionIntakes.sourceUrl,
  checkedOn: institutionIntakes.checkedOn,
};

// Dates institutions keep: their intakes and programmes' own closing dates, for an institution's
// page, a learner's deadlines, what is still open after a closing date, and what admins chase up.
export function createCatalogueDatesRepo(db: Executor) {
  const stale = (checkedOn: typeof programmes.checkedOn | typeof institutionIntakes.checkedOn, checkedBefore: string) =>
    or(isNull(checkedOn), lt(checkedOn, checkedBefore));

  return {
    /** The institution's intakes, newest year first: seeded from its sources or set by the institution. */
    intakesOf(institutionId: string) {
      return db
        .select({ ...intakeDateColumns, applicationFeeCents: institutionIntakes.applicationFeeCents, feeNotPublished: institutionIntakes.feeNotPublished })
        .from(institutionIntakes)
        .where(eq(institutionIntakes.institutionId, institutionId))
        .orderBy(desc(institutionIntakes.year), asc(institutionIntakes.closesOn), asc(institutionIntakes.name));
    },

    /** Deadlines (issue 30): these programmes' own closing dates and these institutions' intakes, with their sources. */
    async datesOf(institutionIds: string[], programmeIds: string[]) {
      const [programmeRows, intakeRows] = await Promise.all([
        programmeIds.length === 0
          ? []
          : db
              .select({
                id: programmes.id,
                faculty: programmes.faculty,
                closesOn: programmes.closesOn,
                sourceTitle: programmes.sourceTitle,
                sourceUrl: programmes.sourceUrl,
                checkedOn: programmes.checkedOn,
              })
              .from(programmes)
              .where(inArray(programmes.id, programmeIds)),
        institutionIds.length === 0
          ? []
          : db
              .select({ institutionId: institutionIntakes.institutionId, ...intakeDateColumns })
              .from(institutionIntakes)
              .where(inArray(institutionIntakes.institutionId, institutionIds))
              .orderBy(asc(institutionIntakes.closesOn), asc(institutionIntakes.name)),
      ]);
      return { programmes: programmeRows, intakes: intakeRows };
    },

    /** Other active institutions' programmes in this faculty still taking applications on `today` (a known closing date). */
    openInFaculty(faculty: string, today: string, exceptInstitutionIds: string[], limit: number) {
      const nextClose = db
        .select({ institutionId: institutionIntakes.institutionId, closesOn: min(institutionIntakes.closesOn).as('next_closes_on') })
        .from(institutionIntakes)
        .where(and(eq(institutionIntakes.open, true), gte(institutionIntakes.closesOn, today)))
        .groupBy(institutionIntakes.institutionId)
        .as('next_close');
      const closesOn = sql<string>`coalesce(${programmes.closesOn}, ${nextClose.closesOn})::text`;
      return db
        .select({ institutionName: institutions.name, slug: institutions.slug, what: programmes.name, closesOn })
        .from(programmes)
        .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
        .leftJoin(nextClose, eq(nextClose.institutionId, programmes.institutionId))
        .where(
          and(
            eq(programmes.active, true),
            eq(programmes.openForIntake, true),
            eq(institutions.active, true),
            sql`lower(${programmes.faculty}) = lower(${faculty})`,
            exceptInstitutionIds.length ? notInArray(programmes.institutionId, exceptInstitutionIds) : undefined,
            sql`coalesce(${programmes.closesOn}, ${nextClose.closesOn}) >= ${today}`,
          ),
        )
        .orderBy(sql`coalesce(${programmes.closesOn}, ${nextClose.closesOn})`, byNameCaseInsensitive)
        .limit(limit);
    },

    /** TVET colleges' intakes still to close on `today`, soonest first. */
    openTvetIntakes(today: string, limit: number) {
      return db
        .select({ institutionName: institutions.name, slug: institutions.slug, what: institutionIntakes.name, closesOn: institutionIntakes.closesOn })
        .from(institutionIntakes)
        .innerJoin(institutions, eq(institutions.id, institutionIntakes.institutionId))
        .where(and(eq(institutions.type, 'tvet'), eq(institutions.active, true), eq(institutionIntakes.open, true), gte(institutionIntakes.closesOn, today)))
        .orderBy(asc(institutionIntakes.closesOn), byNameCaseInsensitive)
        .limit(limit);
    },

    /** Dates still to come on `today` and not checked since `checkedBefore`, soonest first. */
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
