// Checks the catalogue's seed files and prints each institution's coverage:
//   npm run catalogue:check            every file
//   npm run catalogue:check -- ul ru   only these institutions (while editing)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INSTITUTION_SEED_DIR, checkInstitutionSeedFile, listInstitutionSeedFiles } from '../apps/api/src/features/catalogue/catalogue-seed-files.ts';
import { referenceInstitutionsFile } from '@kusasa/domain/catalogue/reference-institutions';

const only = new Set(process.argv.slice(2));
const files = new Set(listInstitutionSeedFiles());
let failed = 0;
for (const { slug } of referenceInstitutionsFile.institutions) {
  if (only.size > 0 && !only.has(slug)) continue;
  if (!files.has(`${slug}.json`)) {
    console.log(`MISSING ${slug}.json`);
    failed += 1;
    continue;
  }
  const { file, problems } = checkInstitutionSeedFile(`${slug}.json`, readFileSync(join(INSTITUTION_SEED_DIR, `${slug}.json`), 'utf8'));
  if (problems.length > 0) failed += 1;
  const coverage = file ? (file.programmes.length > 0 ? `${file.programmes.length} programmes, ${file.intakes.length} intakes` : 'not published') : '';
  console.log(`${problems.length > 0 ? 'BAD' : 'ok '} ${slug}: ${coverage}`);
  for (const problem of problems) console.log(`    ${problem}`);
}
process.exitCode = failed > 0 ? 1 : 0;
