import { and, eq, getTableColumns, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CatalogueSource, InstitutionSeedFile } from '@kusasa/domain/schemas/programme-seed';
import type { Executor } from '../../db/database.ts';
import { institutions, seedRuns, subjects } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';

const cents = (rand: number | null) => (rand === null ? null : Math.round(rand * 100));
const CHUNK = 400;

export type SeedData = {
  institutions: (typeof institutions.$inferInsert)[];
  subjects: (typeof subjects.$inferInsert)[];
  files: InstitutionSeedFile[];
  version: number;
};

/** `excluded.<column>` for each named column: an upsert takes the seed's value. */
function fromExcluded<T extends Record<string, PgColumn>>(columns: T, names: (keyof T)[]): Record<string, SQL> {
  return Object.fromEntries(names.map((name) => [name, sql.raw(`excluded."${columns[name]!.name}"`)]));
}

/** The source most programmes cite: what the catalogue page names ("programmes from the 2027 prospectus"). */
export function mainSource(file: InstitutionSeedFile): CatalogueSource {
  const counts = new Map<string, number>();
  for (const programme of file.programmes) counts.set(programme.sourceId, (counts.get(programme.sourceId) ?? 0) + 1);
  return [...file.sources].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))[0]!;
}

function programmeRows(file: InstitutionSeedFile, institutionId: string) {
  const sources = new Map(file.sources.map((source) => [source.id, source]));
  return file.programmes.map(({ sourceId, notes: _notes, tuitionFeeRand, ...programme }) => {
    const source = sources.get(sourceId)!;
    return {
      ...programme,
      institutionId,
      tuitionFeeCents: cents(tuitionFeeRand),
      sourceUrl: source.url,
      sourceTitle: source.title,
      sourceYear: source.year,
      checkedOn: source.checkedOn,
      active: true,
    };
  });
}

function intakeRows(file: InstitutionSeedFile, institutionId: string) {
  const sources = new Map(file.sources.map((source) => [source.id, source]));
  return file.intakes.map(({ sourceId, applicationFeeRand, ...intake }) => {
    const source = sources.get(sourceId)!;
    return {
      ...intake,
      institutionId,
      seedKey: `${file.institutionSlug}:${intake.year}:${intake.name}`,
      applicationFeeCents: cents(applicationFeeRand),
      feeNotPublished: applicationFeeRand === null,
      sourceTitle: source.title,
      sourceUrl: source.url,
      checkedOn: source.checkedOn,
    };
  });
}

// Writes the reviewed seed files into the catalogue (decision 0408). A row an institution or an admin
// changed in the app is theirs: the seed neither overwrites nor retires it.
export function createCatalogueSeedRepo(db: Executor) {
  const programmeColumns = getTableColumns(programmes);
  const intakeColumns = getTableColumns(institutionIntakes);

  async function upsertProgrammes(rows: ReturnType<typeof programmeRows>) {
    const updated = Object.keys(rows[0] ?? {}).filter((key) => key !== 'slug') as (keyof typeof programmeColumns)[];
    for (let start = 0; start < rows.length; start += CHUNK)
      await db
        .insert(programmes)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoUpdate({
          target: programmes.slug,
          set: fromExcluded(programmeColumns, updated),
          setWhere: and(isNull(programmes.updatedByInstitutionAt), isNull(programmes.correctedAt)),
        });
  }

  async function upsertIntakes(rows: ReturnType<typeof intakeRows>) {
    const updated = Object.keys(rows[0] ?? {}).filter((key) => key !== 'seedKey') as (keyof typeof intakeColumns)[];
    for (let start = 0; start < rows.length; start += CHUNK)
      await db
        .insert(institutionIntakes)
        .values(rows.slice(start, start + CHUNK))
        .onConflictDoUpdate({ target: institutionIntakes.seedKey, set: fromExcluded(intakeColumns, updated), setWhere: isNull(institutionIntakes.updatedBy) });
  }

  async function describeInstitution(file: InstitutionSeedFile) {
    const source = mainSource(file);
    await db
      .update(institutions)
      .set({
        applyUrl: file.applyUrl,
        apsRuleNote: file.apsRuleNote,
        programmesNotPublished: file.programmesNotPublished,
        catalogueSourceTitle: source.title,
        catalogueSourceYear: source.year,
        catalogueSourceUrl: source.url,
        catalogueCheckedOn: source.checkedOn,
      })
      .where(and(eq(institutions.slug, file.institutionSlug), isNull(institutions.catalogueCorrectedAt)));
  }

  /** Seeded rows no longer in the files: programmes retired (applications keep them), intakes removed. */
  async function retireRemoved(programmeSlugs: string[], intakeKeys: string[]) {
    const untouched = and(isNotNull(programmes.confidence), isNull(programmes.updatedByInstitutionAt), isNull(programmes.correctedAt));
    await db
      .update(programmes)
      .set({ active: false })
      .where(and(untouched, programmeSlugs.length > 0 ? notInArray(programmes.slug, programmeSlugs) : undefined));
    const seeded = and(isNotNull(institutionIntakes.seedKey), isNull(institutionIntakes.updatedBy));
    await db.delete(institutionIntakes).where(and(seeded, intakeKeys.length > 0 ? notInArray(institutionIntakes.seedKey, intakeKeys) : undefined));
  }

  return {
    async apply(data: SeedData, name: string) {
      await db.insert(institutions).values(data.institutions).onConflictDoNothing({ target: institutions.slug });
      await db.insert(subjects).values(data.subjects).onConflictDoNothing({ target: subjects.slug });
      const slugs = data.files.map((file) => file.institutionSlug);
      const ids = new Map(
        (await db.select({ id: institutions.id, slug: institutions.slug }).from(institutions).where(inArray(institutions.slug, slugs))).map((row) => [
          row.slug,
          row.id,
        ]),
      );
      const files = data.files.filter((file) => ids.has(file.institutionSlug));
      const programmesToWrite = files.flatMap((file) => programmeRows(file, ids.get(file.institutionSlug)!));
      const intakesToWrite = files.flatMap((file) => intakeRows(file, ids.get(file.institutionSlug)!));
      await upsertProgrammes(programmesToWrite);
      await upsertIntakes(intakesToWrite);
      for (const file of files) await describeInstitution(file);
      await retireRemoved(
        programmesToWrite.map((row) => row.slug),
        intakesToWrite.map((row) => row.seedKey),
      );
      await db
        .insert(seedRuns)
        .values({ name, version: data.version })
        .onConflictDoUpdate({ target: seedRuns.name, set: { version: data.version, appliedAt: new Date() } });
    },
  };
}
