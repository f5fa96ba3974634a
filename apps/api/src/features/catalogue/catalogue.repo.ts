import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
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
export const byNameCaseInsensitive = sql`lower(${institutions.name}) collate "C"`;

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
