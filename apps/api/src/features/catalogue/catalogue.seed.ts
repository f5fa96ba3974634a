import { createHash } from 'node:crypto';
import { z } from 'zod';
import { institutionTypeSchema } from '@kusasa/domain/schemas/catalogue';
import { PROVINCES } from '@kusasa/domain/rules/regions';
import type { InstitutionSeedFile } from '@kusasa/domain/schemas/programme-seed';
import type { Database } from '../../db/database.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueSeedRepo } from './catalogue-seed.repo.ts';
import { readInstitutionSeedFiles } from './catalogue-seed-files.ts';
import { referenceInstitutionsFile as institutionsFile } from '@kusasa/domain/catalogue/reference-institutions';
import subjectsFile from './seed/subjects.json' with { type: 'json' };

const SEED_NAME = 'reference-catalogue';

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

export type ReferenceCatalogue = {
  institutions: z.infer<typeof seedInstitutionSchema>[];
  subjects: z.infer<typeof seedSubjectSchema>[];
  files: InstitutionSeedFile[];
  /** Changes whenever any seed file does, so every database picks up a reviewed change at its next start. */
  version: number;
};

let cached: ReferenceCatalogue | undefined;

/** Read and checked once per process: tests build many apps from the same files. */
export function readReferenceCatalogue(): ReferenceCatalogue {
  if (cached) return cached;
  const institutions = z.array(seedInstitutionSchema).parse(institutionsFile.institutions);
  const subjects = z.array(seedSubjectSchema).parse(subjectsFile.subjects);
  const files = readInstitutionSeedFiles();
  const digest = createHash('sha256')
    .update(JSON.stringify([institutions, subjects, files]))
    .digest();
  cached = { institutions, subjects, files, version: digest.readUInt32BE(0) & 0x7fffffff };
  return cached;
}

/** Loads the reference catalogue when its files changed since the last load; safe to call at every start. */
export async function seedReferenceCatalogue(db: Database): Promise<'seeded' | 'already-seeded'> {
  const data = readReferenceCatalogue();
  if ((await createCatalogueRepo(db).seedVersion(SEED_NAME)) === data.version) return 'already-seeded';
  await db.transaction(async (tx) => {
    await createCatalogueSeedRepo(tx).apply(data, SEED_NAME);
  });
  return 'seeded';
}
