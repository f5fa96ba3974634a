import { z } from 'zod';
import { institutionTypeSchema } from '@kusasa/domain/schemas/catalogue';
import { PROVINCES } from '@kusasa/domain/rules/regions';
import type { Database } from '../../db/database.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { referenceInstitutionsFile as institutionsFile } from '@kusasa/domain/catalogue/reference-institutions';
import subjectsFile from './seed/subjects.json' with { type: 'json' };
import programmesFile from './seed/programmes.json' with { type: 'json' };
import { programmeSeedFileSchema } from '@kusasa/domain/schemas/programme-seed';

// Bump when the seed files change so existing databases pick up new rows.
export const CATALOGUE_SEED = { name: 'reference-catalogue', version: 4 } as const;

const seedInstitutionSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(3),
  shortName: z.string().nullable(),
  type: institutionTypeSchema,
  universitySubtype: z.string().nullable(),
  province: z.enum(PROVINCES),
  city: z.string().nullable(),
  website: z.url({ protocol: /^https$/ }).nullable(),
});

const seedSubjectSchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(2),
  category: z.string().min(2),
  credits: z.union([z.literal(10), z.literal(20)]),
  language: z.string().nullable(),
  languageLevel: z.string().nullable(),
  countsTowardsAps: z.boolean(),
  designatedPre2018: z.boolean().nullable(),
});

export function readReferenceCatalogue() {
  return {
    institutions: z.array(seedInstitutionSchema).parse(institutionsFile.institutions),
    subjects: z.array(seedSubjectSchema).parse(subjectsFile.subjects),
    programmes: programmeSeedFileSchema.parse(programmesFile).programmes,
  };
}

/** Loads the reference catalogue once per seed version; safe to call at every start. */
export async function seedReferenceCatalogue(db: Database): Promise<'seeded' | 'already-seeded'> {
  if ((await createCatalogueRepo(db).seedVersion(CATALOGUE_SEED.name)) === CATALOGUE_SEED.version) return 'already-seeded';
  const data = readReferenceCatalogue();
  await db.transaction(async (tx) => {
    await createCatalogueRepo(tx).insertReferenceData(data, CATALOGUE_SEED.name, CATALOGUE_SEED.version);
  });
  return 'seeded';
}
