import { describe, expect, it } from 'vitest';
import type { SponsorCriteria } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import type { SponsorShareableLearner } from '../funding/funding-ports.ts';
import { fitsCriteria, matchReference } from './sponsor-matching.ts';

const anything: SponsorCriteria = { provinces: [], institutionTypes: [], fieldsOfStudy: [], maxIncomeBand: null, nsfasUnlikelyOnly: false };
const learner: SponsorShareableLearner = {
  learnerId: '11111111-1111-4111-8111-111111111111',
  firstName: 'Thandeka',
  province: 'Limpopo',
  fieldsOfStudy: ['engineering', 'information-technology'],
  institutionTypes: ['public-university'],
  incomeBand: '122001-to-350000',
  outcome: 'likely',
  identityCheck: null,
};

describe('fitsCriteria', () => {
  it('takes empty lists as any', () => {
    expect(fitsCriteria(anything, learner)).toBe(true);
    expect(fitsCriteria(anything, { ...learner, province: null, fieldsOfStudy: [], incomeBand: 'not-sure' })).toBe(true);
  });

  it('needs the province in the list', () => {
    expect(fitsCriteria({ ...anything, provinces: ['Limpopo', 'Gauteng'] }, learner)).toBe(true);
    expect(fitsCriteria({ ...anything, provinces: ['Gauteng'] }, learner)).toBe(false);
    expect(fitsCriteria({ ...anything, provinces: ['Gauteng'] }, { ...learner, province: null })).toBe(false);
  });

  it('needs any one of the institution types and fields; a learner without fields fits only criteria without', () => {
    expect(fitsCriteria({ ...anything, institutionTypes: ['public-tvet', 'public-university'] }, learner)).toBe(true);
    expect(fitsCriteria({ ...anything, institutionTypes: ['public-tvet'] }, learner)).toBe(false);
    expect(fitsCriteria({ ...anything, fieldsOfStudy: ['information-technology', 'law'] }, learner)).toBe(true);
    expect(fitsCriteria({ ...anything, fieldsOfStudy: ['law'] }, learner)).toBe(false);
    expect(fitsCriteria({ ...anything, fieldsOfStudy: ['law'] }, { ...learner, fieldsOfStudy: [] })).toBe(false);
  });

  it('takes income bands up to the highest funded; not sure fits only any income', () => {
    expect(fitsCriteria({ ...anything, maxIncomeBand: '122001-to-350000' }, learner)).toBe(true);
    expect(fitsCriteria({ ...anything, maxIncomeBand: 'above-600000' }, learner)).toBe(true);
    expect(fitsCriteria({ ...anything, maxIncomeBand: 'up-to-122000' }, learner)).toBe(false);
    expect(fitsCriteria({ ...anything, maxIncomeBand: 'above-600000' }, { ...learner, incomeBand: 'not-sure' })).toBe(false);
  });

  it('keeps only learners NSFAS is unlikely to fund when asked', () => {
    expect(fitsCriteria({ ...anything, nsfasUnlikelyOnly: true }, learner)).toBe(false);
    expect(fitsCriteria({ ...anything, nsfasUnlikelyOnly: true }, { ...learner, outcome: 'maybe' })).toBe(false);
    expect(fitsCriteria({ ...anything, nsfasUnlikelyOnly: true }, { ...learner, outcome: 'unlikely' })).toBe(true);
  });
});

describe('matchReference', () => {
  it('is FM- and 12 characters, one per sponsor and learner, and says nothing of the account id', () => {
    const key = Buffer.from('k'.repeat(32));
    const reference = matchReference(key, 'sponsor-a', learner.learnerId);
    expect(reference).toMatch(/^FM-[A-Z0-9]{12}$/);
    expect(matchReference(key, 'sponsor-a', learner.learnerId)).toBe(reference);
    expect(matchReference(key, 'sponsor-b', learner.learnerId)).not.toBe(reference);
    expect(matchReference(Buffer.from('x'.repeat(32)), 'sponsor-a', learner.learnerId)).not.toBe(reference);
    expect(learner.learnerId.toUpperCase().replaceAll('-', '')).not.toContain(reference.slice(3));
  });
});
