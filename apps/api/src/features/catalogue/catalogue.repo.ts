import { and, asc, desc, eq, gte, ilike, inArray, min, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import type { InstitutionListQuery } from '@kusasa/domain/schemas/catalogue';
import type { Executor } from '../../db/database.ts';
import { institutions, seedRuns, subjects } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { isUuid } from '../../db/uuid.ts';

const institutionColumns = {
  id: institutions.id,
  slug: institutions.slug,
  name: institutions.name,
  shortName: institutions.shortName,
  type: institutions.type,
  universitySubtype: institutions.universitySubtype,
  province: institutions.province,
  city: institutions.city,
  website: institutions.website,
  description: institutions.description,
  email: institutions.email,
  phone: institutions.phone,
  applyUrl: institutions.applyUrl,
  programmesNotPublished: institutions.programmesNotPublished,
};

const coverageColumns = {
  apsRuleNote: institutions.apsRuleNote,
  sourceTitle: institutions.catalogueSourceTitle,
  sourceYear: institutions.catalogueSourceYear,
  sourceUrl: institutions.catalogueSourceUrl,
  checkedOn: institutions.catalogueCheckedOn,
};

// COLLATE "C" gives the same order on PGlite and on any PostgreSQL server locale.
const byNameCaseInsensitive = sql`lower(${institutions.name}) collate "C"`;

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

export function createCatalogueRepo(db: Executor) {
  return {
    listActiveInstitutions(query: InstitutionListQuery) {
      const filters: SQL[] = [eq(institutions.active, true)];
      if (query.province) filters.push(eq(institutions.province, query.province));
      if (query.type) filters.push(eq(institutions.type, query.type));
      if (query.search) {
        const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filters.push(or(ilike(institutions.name, pattern), ilike(institutions.shortName, pattern), ilike(institutions.city, pattern))!);
      }
      return db
        .select(institutionColumns)
        .from(institutions)
        .where(and(...filters))
        .orderBy(byNameCaseInsensitive);
    },

    /** By id or by slug (institutionKeySchema): the prerendered list links by slug. */
    async findActiveInstitution(key: string) {
      const byKey = isUuid(key) ? eq(institutions.id, key) : eq(institutions.slug, key);
      const rows = await db
        .select({ ...institutionColumns, ...coverageColumns })
        .from(institutions)
        .where(and(byKey, eq(institutions.active, true)))
        .limit(1);
      return rows[0];
    },

    listActiveProgrammes(institutionId?: string) {
      const filters: SQL[] = [eq(programmes.active, true), eq(institutions.active, true)];
      if (institutionId) filters.push(eq(programmes.institutionId, institutionId));
      return db
        .select({
          id: programmes.id,
          institutionId: programmes.institutionId,
          name: programmes.name,
          code: programmes.code,
          faculty: programmes.faculty,
          qualificationType: programmes.qualificationType,
          studyMode: programmes.studyMode,
          minAps: programmes.minAps,
          apsPackId: programmes.apsPackId,
          subjectMinimums: programmes.subjectMinimums,
          minApsBySubject: programmes.minApsBySubject,
          intakeYear: programmes.intakeYear,
          sourceUrl: programmes.sourceUrl,
          campus: programmes.campus,
          nqfLevel: programmes.nqfLevel,
          durationYears: programmes.durationYears,
          entryGrade: programmes.entryGrade,
          otherRequirements: programmes.otherRequirements,
          closesOn: programmes.closesOn,
          tuitionFeeCents: programmes.tuitionFeeCents,
          sourceTitle: programmes.sourceTitle,
          sourceYear: programmes.sourceYear,
          checkedOn: programmes.checkedOn,
          updatedByInstitutionAt: programmes.updatedByInstitutionAt,
        })
        .from(programmes)
        .innerJoin(institutions, eq(institutions.id, programmes.institutionId))
        .where(and(...filters))
        .orderBy(sql`lower(${programmes.name}) collate "C"`);
    },

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

    listSubjects() {
      return db
        .select({
          slug: subjects.slug,
          name: subjects.name,
          category: subjects.category,
          credits: subjects.credits,
          languageLevel: subjects.languageLevel,
          countsTowardsAps: subjects.countsTowardsAps,
        })
        .from(subjects)
        .orderBy(asc(subjects.name));
    },

    async seedVersion(name: string) {
      const rows = await db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, name));
      return rows[0]?.version;
    },
  };
}
