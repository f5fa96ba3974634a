import { referenceInstitutionsFile } from '@kusasa/domain/catalogue/reference-institutions';
import type { InstitutionType } from '@kusasa/domain/schemas/catalogue';
import type { AssistantFacts, InstitutionFact, IntakeFact, ProgrammeFact } from './assistant-facts.ts';
import { institutionMatcher } from './institution-names.ts';

// An in-memory catalogue for the assistant's tests: institutions with their intakes and
// programmes, changeable between questions (an answer must follow the catalogue at once).

export interface TestInstitution extends InstitutionFact {
  intakes: IntakeFact[];
  programmes: ProgrammeFact[];
}

export function testInstitution(slug: string, name: string, shortName: string | null, extra: Partial<TestInstitution> = {}): TestInstitution {
  return { slug, name, shortName, type: 'university', website: `https://${slug}.example`, applyUrl: null, intakes: [], programmes: [], ...extra };
}

export function testProgramme(name: string, extra: Partial<ProgrammeFact> = {}): ProgrammeFact {
  return {
    name,
    faculty: null,
    qualificationType: 'bachelor',
    minAps: null,
    apsPackId: 'common',
    subjectMinimums: [],
    minApsBySubject: [],
    otherRequirements: null,
    closesOn: null,
    tuitionFeeRand: null,
    ...extra,
  };
}

export function catalogueOf(institutions: TestInstitution[], today = '2026-11-29'): AssistantFacts {
  const find = (slug: string) => institutions.find((institution) => institution.slug === slug);
  return {
    institutions: () => Promise.resolve(institutions),
    intakes: (slug) => Promise.resolve(find(slug)?.intakes ?? []),
    programmes: (slug) => Promise.resolve(find(slug)?.programmes ?? []),
    today: () => today,
  };
}

/** Institution names as the real reference catalogue spells them, for the intent step's tests. */
export const referenceInstitutionMatcher = () =>
  institutionMatcher(
    referenceInstitutionsFile.institutions.map(({ slug, name, shortName, type, website }) => ({
      slug,
      name,
      shortName,
      type: type as InstitutionType,
      website,
      applyUrl: null,
    })),
  );
