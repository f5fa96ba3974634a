import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { institutionSeedFileSchema, programmeSeedSchema } from '@kusasa/domain/schemas/programme-seed';
import { apsPackById } from '@kusasa/domain/rules/aps';
import { checkEligibility } from '@kusasa/domain/rules/eligibility';
import { referenceInstitutionsFile } from '@kusasa/domain/catalogue/reference-institutions';
import { INSTITUTION_SEED_DIR, checkInstitutionSeedFile, listInstitutionSeedFiles, readInstitutionSeedFiles } from './catalogue-seed-files.ts';

const files = readInstitutionSeedFiles();
const fileOf = (slug: string) => files.find((file) => file.institutionSlug === slug)!;
const text = (name: string) => readFileSync(join(INSTITUTION_SEED_DIR, name), 'utf8');

describe('catalogue seed files (one per institution)', () => {
  it('has one file for each of the 76 public institutions, and no other', () => {
    expect(listInstitutionSeedFiles()).toEqual(referenceInstitutionsFile.institutions.map((institution) => `${institution.slug}.json`).sort());
  });

  it.each(listInstitutionSeedFiles())('%s passes the schema and the catalogue checks', (name) => {
    expect(checkInstitutionSeedFile(name, text(name)).problems).toEqual([]);
  });

  it.each(files.map((file) => [file.institutionSlug, file] as const))('%s has programmes, or says why not and where to apply', (_slug, file) => {
    if (file.programmes.length === 0) {
      expect(file.programmesNotPublished).toMatch(/\w{4,}/);
      expect(file.applyUrl ?? file.sources[0]?.url).toMatch(/^https?:\/\//);
    } else expect(file.programmesNotPublished).toBeNull();
    // Every learner can be assessed against every programme, even with no marks yet.
    for (const programme of file.programmes) expect(checkEligibility(programme, []).status, programme.slug).toBeDefined();
  });

  it("states NMU's minimums as Applicant Scores out of 600, by Mathematics or Mathematical Literacy", () => {
    const nmu = fileOf('nmu').programmes;
    for (const programme of nmu) expect(apsPackById(programme.apsPackId)).toMatchObject({ unit: 'applicant-score', maxScore: 600 });
    expect(nmu.find((programme) => programme.slug === 'nmu-llb')).toMatchObject({
      minAps: 370,
      minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 385 }],
    });
  });

  const good = fileOf('wits');
  const goodProgramme = good.programmes[0]!;
  const intake = {
    year: 2027,
    name: 'First-year undergraduate',
    opensOn: null,
    closesOn: null,
    lateClosesOn: null,
    lateRules: null,
    applicationFeeRand: null,
    sourceId: good.sources[0]!.id,
  };

  it.each([
    [{ minAps: 57, apsPackId: 'wits' }, 'minAps is above the maximum of the rule pack'],
    [{ apsPackId: 'nmmu' }, 'Invalid option'],
    [{ apsPackId: 'nmu', minAps: 370, minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 601 }] }, 'a minimum in minApsBySubject is above'],
    [{ subjectMinimums: [{ subject: 'Mathematics', min_level: 5 }] }, 'Unrecognized key'],
    [{ entryGrade: 8 }, 'Invalid input'],
    [{ closesOn: '30 September 2026' }, 'Invalid ISO date'],
  ])('the schema rejects a bad programme: %j', (change, message) => {
    const result = programmeSeedSchema.safeParse({ ...goodProgramme, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' | ')).toContain(message);
  });

  it.each([
    [{ programmesNotPublished: 'No programme list was found in any source.' }, 'give programmes, or programmesNotPublished'],
    [{ programmes: [], programmesNotPublished: null }, 'give programmes, or programmesNotPublished'],
    [{ programmes: [{ ...goodProgramme, sourceId: 'nowhere' }] }, 'a sourceId does not name one of the sources'],
    [{ sources: [] }, 'Too small'],
    [{ intakes: [{ ...intake, opensOn: '2026-10-01', closesOn: '2026-09-30' }] }, 'closesOn is before opensOn'],
    [{ intakes: [{ ...intake, closesOn: '2026-09-30', lateClosesOn: '2026-09-01' }] }, 'lateClosesOn is before closesOn'],
  ])('the schema rejects a bad file: %j', (change, message) => {
    const result = institutionSeedFileSchema.safeParse({ ...good, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' | ')).toContain(message);
  });

  it.each([
    ['wits.json', { programmes: [{ ...goodProgramme, subjectMinimums: [{ subject: 'Maths', minLevel: 5 }] }] }, 'unknown subject "Maths"'],
    ['wits.json', { programmes: [{ ...goodProgramme, apsPackId: 'uct' }] }, "rule pack uct is not wits's (wits)"],
    ['wits.json', { programmes: [{ ...goodProgramme, apsPackId: 'common', minAps: 30 }] }, "rule pack common is not wits's (wits)"],
    ['wits.json', { programmes: [{ ...goodProgramme, qualificationType: 'nated' }] }, 'nated outside a TVET college'],
    ['uct.json', {}, 'file name should be wits.json'],
    ['wits.json', { institutionSlug: 'witz' }, 'unknown institution witz'],
  ])('the catalogue checks refuse %s changed to %j', (name, change, message) => {
    expect(checkInstitutionSeedFile(name, JSON.stringify({ ...good, ...change })).problems.join(' | ')).toContain(message);
  });
});
