import { referenceInstitutionsFile } from '@kusasa/domain/catalogue/reference-institutions';
import type { InstitutionType } from '@kusasa/domain/schemas/catalogue';
import type { AssistantFacts, InstitutionFact } from '../../apps/api/src/features/assistant/assistant-facts.ts';
import { readInstitutionSeedFiles } from '../../apps/api/src/features/catalogue/catalogue-seed-files.ts';

// The catalogue the bench answers from: the reference institutions and the reviewed seed files
// (apps/api/src/features/catalogue/seed), the same rows a fresh database is seeded with, so the
// bench grades the facts learners would be told. `today` is the question set's asOf date.

export function seedCatalogueFacts(today: string): AssistantFacts {
  const files = new Map(readInstitutionSeedFiles().map((file) => [file.institutionSlug, file]));
  const institutions: InstitutionFact[] = referenceInstitutionsFile.institutions.map((institution) => ({
    slug: institution.slug,
    name: institution.name,
    shortName: institution.shortName,
    type: institution.type as InstitutionType,
    website: institution.website ?? null,
    applyUrl: files.get(institution.slug)?.applyUrl ?? null,
  }));
  return {
    institutions: () => Promise.resolve(institutions),
    intakes: (slug) =>
      Promise.resolve(
        [...(files.get(slug)?.intakes ?? [])]
          .sort((a, b) => b.year - a.year)
          .map(({ year, name, opensOn, closesOn, lateClosesOn, lateRules, applicationFeeRand }) => ({
            year,
            name,
            opensOn,
            closesOn,
            lateClosesOn,
            lateRules,
            applicationFeeRand,
          })),
      ),
    programmes: (slug) =>
      Promise.resolve(
        (files.get(slug)?.programmes ?? []).map((programme) => ({
          name: programme.name,
          faculty: programme.faculty,
          qualificationType: programme.qualificationType,
          minAps: programme.minAps,
          apsPackId: programme.apsPackId,
          subjectMinimums: programme.subjectMinimums,
          minApsBySubject: programme.minApsBySubject,
          otherRequirements: programme.otherRequirements,
          closesOn: programme.closesOn,
          tuitionFeeRand: programme.tuitionFeeRand,
        })),
      ),
    today: () => today,
  };
}
