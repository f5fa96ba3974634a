import { describe, it, expect } from 'vitest';
import { APS_PACKS, APS_PACK_IDS, apsPackById, apsPackForInstitution, isApsPackId, scoreUnitLabel } from './aps.ts';
import { apsPackSummarySchema, apsScoreResultSchema } from '../schemas/aps.ts';

const perfect = [
  'English Home Language',
  'Afrikaans First Additional Language',
  'Mathematics',
  'Physical Sciences',
  'Life Sciences',
  'Geography',
  'Life Orientation',
].map((subject) => ({ subject, mark: 100 }));

describe('the rule pack registry', () => {
  it('has one pack per id, in the declared order', () => {
    expect(APS_PACKS.map((pack) => pack.id)).toEqual([...APS_PACK_IDS]);
  });

  it.each(APS_PACKS.map((pack) => [pack.id, pack] as const))('%s is complete, sourced and reaches its maximum with perfect marks', (_id, pack) => {
    const { score: _score, ...summary } = pack;
    expect(apsPackSummarySchema.safeParse(summary).success).toBe(true);
    expect(pack.sourceUrl).toMatch(/^https?:\/\//);
    expect(pack.notes.length).toBeGreaterThan(0);
    const result = pack.score(perfect);
    expect(apsScoreResultSchema.safeParse(result).success).toBe(true);
    expect(result.score).toBe(pack.maxScore);
    expect(result).toMatchObject({ maxScore: pack.maxScore, unit: pack.unit });
  });

  it("says which unit each pack scores in: an APS, NMU's Applicant Score or UCT's Faculty Points Score", () => {
    expect(Object.fromEntries(APS_PACKS.map((pack) => [pack.id, `${scoreUnitLabel(pack.unit)} / ${pack.maxScore}`]))).toEqual({
      common: 'APS / 42',
      tut: 'APS / 42',
      'ukzn-cao': 'APS / 48',
      'kzn-cao': 'APS / 42',
      wits: 'APS / 56',
      ufs: 'APS / 49',
      wsu: 'APS / 54',
      uct: 'Faculty Points Score / 600',
      'uct-science': 'Faculty Points Score / 800',
      nmu: 'Applicant Score / 600',
    });
  });

  it.each([
    ['common', 'common'],
    ['wits', 'wits'],
    ['uct-science', 'uct-science'],
    ['nmu', 'nmu'],
    ['kzn-cao', 'kzn-cao'],
  ])('finds %s by id', (id, expected) => {
    expect(apsPackById(id)?.id).toBe(expected);
    expect(isApsPackId(id)).toBe(true);
  });

  it.each(['', 'WITS', 'nmmu', 'unknown'])('has no pack with id %j', (id) => {
    expect(apsPackById(id)).toBeUndefined();
    expect(isApsPackId(id)).toBe(false);
  });
});

describe('apsPackForInstitution', () => {
  it.each([
    ['wits', 'wits'],
    ['ukzn', 'ukzn-cao'],
    ['dut', 'kzn-cao'],
    ['mut', 'kzn-cao'],
    ['unizulu', 'ukzn-cao'],
    ['ufs', 'ufs'],
    ['wsu', 'wsu'],
    ['uct', 'uct'],
    ['tut', 'tut'],
    ['up', 'common'],
    ['uj', 'common'],
    ['cput', 'common'],
    ['nwu', 'common'],
    ['nmu', 'nmu'],
    ['central-johannesburg-tvet', 'common'],
    ['no-such-institution', 'common'],
  ])('%s uses %s', (slug, packId) => {
    expect(apsPackForInstitution(slug).id).toBe(packId);
  });
});
