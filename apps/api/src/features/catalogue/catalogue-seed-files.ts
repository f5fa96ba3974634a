import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { institutionSeedFileSchema, type InstitutionSeedFile } from '@kusasa/domain/schemas/programme-seed';
import { apsPackById, apsPackForInstitution } from '@kusasa/domain/rules/aps';
import { requirementOptions } from '@kusasa/domain/rules/eligibility';
import { referenceInstitutionsFile } from '@kusasa/domain/catalogue/reference-institutions';
import subjectsFile from './seed/subjects.json' with { type: 'json' };

/** One reviewed file per institution (decision 0408). */
export const INSTITUTION_SEED_DIR = fileURLToPath(new URL('./seed/institutions/', import.meta.url));

export type SeedFileProblem = { file: string; message: string };

const subjectNames = new Set(subjectsFile.subjects.map((subject) => subject.name));
const institutionTypes = new Map(referenceInstitutionsFile.institutions.map((institution) => [institution.slug, institution.type]));

export function listInstitutionSeedFiles(dir = INSTITUTION_SEED_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** Parses one file and checks what the schema cannot see: known subjects, the institution's own rule packs, TVET-only qualifications. */
export function checkInstitutionSeedFile(name: string, text: string): { file?: InstitutionSeedFile; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [`not JSON: ${(error as Error).message}`] };
  }
  const parsed = institutionSeedFileSchema.safeParse(json);
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const file = parsed.data;
  const problems: string[] = [];
  if (name !== `${file.institutionSlug}.json`) problems.push(`file name should be ${file.institutionSlug}.json`);
  const type = institutionTypes.get(file.institutionSlug);
  if (!type) problems.push(`unknown institution ${file.institutionSlug}`);
  for (const programme of file.programmes) {
    for (const requirement of programme.subjectMinimums)
      for (const option of requirementOptions(requirement))
        if (!subjectNames.has(option.subject)) problems.push(`${programme.slug}: unknown subject "${option.subject}"`);
    for (const entry of programme.minApsBySubject) if (!subjectNames.has(entry.subject)) problems.push(`${programme.slug}: unknown subject "${entry.subject}"`);
    // The institution's own pack (or a faculty pack it is listed on): its minimums are on that scale.
    const pack = apsPackById(programme.apsPackId);
    const own = apsPackForInstitution(file.institutionSlug);
    if (pack && pack.id !== own.id && !pack.institutionSlugs.includes(file.institutionSlug))
      problems.push(`${programme.slug}: rule pack ${pack.id} is not ${file.institutionSlug}'s (${own.id})`);
    const vocational = programme.qualificationType === 'national_certificate_vocational' || programme.qualificationType === 'nated';
    if (vocational && type !== 'tvet') problems.push(`${programme.slug}: ${programme.qualificationType} outside a TVET college`);
    if (programme.qualificationType === 'bachelor' && type !== 'university') problems.push(`${programme.slug}: a bachelor outside a university`);
  }
  return { file, problems };
}

/** Every file, checked; throws with every problem listed so a bad file never half-loads. */
export function readInstitutionSeedFiles(dir = INSTITUTION_SEED_DIR): InstitutionSeedFile[] {
  const files: InstitutionSeedFile[] = [];
  const problems: SeedFileProblem[] = [];
  const slugOwners = new Map<string, string>();
  for (const name of listInstitutionSeedFiles(dir)) {
    const result = checkInstitutionSeedFile(name, readFileSync(join(dir, name), 'utf8'));
    problems.push(...result.problems.map((message) => ({ file: name, message })));
    if (!result.file) continue;
    for (const programme of result.file.programmes) {
      const owner = slugOwners.get(programme.slug);
      if (owner) problems.push({ file: name, message: `${programme.slug}: slug also used in ${owner}` });
      slugOwners.set(programme.slug, name);
    }
    files.push(result.file);
  }
  if (problems.length > 0) throw new Error(`catalogue seed files:\n${problems.map((p) => `  ${p.file}: ${p.message}`).join('\n')}`);
  return files;
}
