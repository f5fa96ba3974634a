import { describe, expect, it } from 'vitest';
import { programmeSeedFileSchema, programmeSeedSchema } from '@kusasa/domain/schemas/programme-seed';
import { apsPackById, apsPackForInstitution } from '@kusasa/domain/rules/aps';
import { checkEligibility, requirementOptions } from '@kusasa/domain/rules/eligibility';
import { referenceInstitutionsFile as institutionsFile } from '@kusasa/domain/catalogue/reference-institutions';
import subjectsFile from './seed/subjects.json' with { type: 'json' };
import programmesFile from './seed/programmes.json' with { type: 'json' };

const seed = programmeSeedFileSchema.parse(programmesFile);
const institutionsBySlug = new Map(institutionsFile.institutions.map((institution) => [institution.slug, institution]));
const subjectNames = new Set(subjectsFile.subjects.map((subject) => subject.name));

describe('programmes.json', () => {
  it('parses, and covers real programmes at 10 or more institutions', () => {
    expect(seed.programmes.length).toBeGreaterThanOrEqual(50);
    expect(new Set(seed.programmes.map((programme) => programme.institutionSlug)).size).toBeGreaterThanOrEqual(10);
  });

  it('has a unique slug per programme', () => {
    const slugs = seed.programmes.map((programme) => programme.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(seed.programmes.map((programme) => [programme.slug, programme] as const))(
    '%s refers only to known institutions, subjects and rule packs',
    (_slug, programme) => {
      expect(institutionsBySlug.has(programme.institutionSlug)).toBe(true);
      for (const requirement of programme.subjectMinimums) {
        for (const option of requirementOptions(requirement)) expect(subjectNames, option.subject).toContain(option.subject);
      }
      const pack = apsPackById(programme.apsPackId);
      expect(pack).toBeDefined();
      // The institution's default pack, or a faculty pack the institution is listed on.
      expect(pack?.id === apsPackForInstitution(programme.institutionSlug).id || pack?.institutionSlugs.includes(programme.institutionSlug)).toBe(true);
      // A learner with no marks can be assessed against every programme without errors.
      expect(checkEligibility(programme, []).status).toBeDefined();
    },
  );

  it.each(seed.programmes.flatMap((programme) => programme.minApsBySubject.map((entry) => [programme.slug, entry.subject] as const)))(
    '%s: its subject-specific minimum names a known subject (%s)',
    (_slug, subject) => {
      expect(subjectNames).toContain(subject);
    },
  );

  it("states NMU's minimums as Applicant Scores out of 600, by Mathematics or Mathematical Literacy", () => {
    const nmu = seed.programmes.filter((programme) => programme.institutionSlug === 'nmu');
    expect(nmu.length).toBeGreaterThan(0);
    for (const programme of nmu) {
      expect(programme.apsPackId).toBe('nmu');
      expect(apsPackById(programme.apsPackId)).toMatchObject({ unit: 'applicant-score', maxScore: 600 });
    }
    expect(nmu.find((programme) => programme.slug === 'nmu-llb')).toMatchObject({
      minAps: 370,
      minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 385 }],
    });
    // NMU's Faculty of Education pages: Foundation Phase 350 / 365, Intermediate Phase 370 / 385.
    expect(nmu.find((programme) => programme.slug === 'nmu-bed-foundation-phase')).toMatchObject({
      minAps: 350,
      minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 365 }],
    });
    expect(nmu.find((programme) => programme.slug === 'nmu-bed-intermediate-phase')).toMatchObject({
      minAps: 370,
      minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 385 }],
    });
    for (const programme of nmu.filter((entry) => entry.faculty === 'Education'))
      expect(programme.sourceUrl).toMatch(/^https:\/\/education\.mandela\.ac\.za\//);
  });

  it('keeps TVET qualifications at TVET colleges and degrees at universities', () => {
    for (const programme of seed.programmes) {
      const type = institutionsBySlug.get(programme.institutionSlug)?.type;
      if (programme.qualificationType === 'national_certificate_vocational' || programme.qualificationType === 'nated')
        expect(type, programme.slug).toBe('tvet');
      if (programme.qualificationType === 'bachelor') expect(type, programme.slug).toBe('university');
    }
  });

  it.each([
    [{ institutionSlug: 'wits', minAps: 57, apsPackId: 'wits' }, 'minAps is above the maximum of the rule pack'],
    [{ apsPackId: 'nmmu' }, 'Invalid option'],
    [
      { apsPackId: 'nmu', minAps: 370, minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 601 }] },
      'a minimum in minApsBySubject is above the maximum of the rule pack',
    ],
    [{ subjectMinimums: [{ subject: 'Mathematics', min_level: 5 }] }, 'Unrecognized key'],
  ])('the schema rejects a bad row: %j', (change, message) => {
    const row = { ...seed.programmes[0], ...change };
    const result = programmeSeedSchema.safeParse(row);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' | ')).toContain(message);
  });
});
