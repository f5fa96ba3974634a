import { describe, expect, it } from 'vitest';
import { documentTexts } from '../document-texts.ts';
import { checkDocument, findIdNumbers, guidanceFor, guidanceKeyFor, type DocumentCheckInput } from './document-checks.ts';
import { findDates, monthsBefore } from './document-dates.ts';
import { extractSubjects } from './document-subjects.ts';

const now = new Date('2026-03-01T08:00:00Z');
const learner = { idNumber: '8001015009087', fullName: 'Thabo Mokoena' };
const input = (documentType: DocumentCheckInput['documentType'], text: string, over: Partial<DocumentCheckInput> = {}): DocumentCheckInput => ({
  documentType,
  text,
  readConfidence: 0.96,
  learner,
  now,
  ...over,
});

const RESULTS = [
  'Grade 12 Results 2025',
  'English Home Language 72%',
  'Mathematics 78%',
  'Physical Sciences 65',
  'Life Sciences: 70 %',
  'Geography 58% Level 4',
  'Life Orientation 81',
  'Total 424',
].join('\n');

describe('findIdNumbers', () => {
  it('finds 13-digit numbers, also with the spaces an ID book prints', () => {
    expect(findIdNumbers('ID Number 8001015009087')).toEqual(['8001015009087']);
    expect(findIdNumbers('Identity no: 800101 5009 087 issued')).toEqual(['8001015009087']);
    expect(findIdNumbers('phone 0821234567')).toEqual([]);
  });
});

describe('ID document', () => {
  it('approves when the profile ID number is on the document', () => {
    const result = checkDocument(input('idDocument', 'REPUBLIC OF SOUTH AFRICA\nSurname MOKOENA\nID Number 8001015009087'));
    expect(result.status).toBe('approved');
    expect(result.confidence).toBeCloseTo(0.96);
    expect(result.extractedFields.idNumber).toBe('8001015009087');
    expect(result.failureReason).toBeNull();
  });

  it('lowers confidence but still approves when the name is not read', () => {
    const result = checkDocument(input('idDocument', 'ID Number 8001015009087 citizen'));
    expect(result.status).toBe('approved');
    expect(result.confidence).toBeLessThan(0.9);
  });

  it('asks for resubmission when the ID number differs', () => {
    const result = checkDocument(input('idDocument', 'Surname MOKOENA\nID Number 9001015009086'));
    expect(result).toMatchObject({ status: 'request_resubmission', failureReason: 'ID number does not match your profile' });
    expect(result.extractedFields.idNumber).toBe('9001015009086');
  });

  it('leaves the document pending when the profile has no ID number', () => {
    expect(checkDocument(input('idDocument', 'ID Number 8001015009087', { learner: { idNumber: null, fullName: null } })).status).toBe('pending');
  });
});

describe('results', () => {
  it('reads subject lines in the usual forms and skips headings and totals', () => {
    expect(extractSubjects(RESULTS)).toEqual([
      { name: 'English Home Language', mark: 72 },
      { name: 'Mathematics', mark: 78 },
      { name: 'Physical Sciences', mark: 65 },
      { name: 'Life Sciences', mark: 70 },
      { name: 'Geography', mark: 58 },
      { name: 'Life Orientation', mark: 81 },
    ]);
  });

  it('ignores marks above 100 and numbers inside sentences', () => {
    expect(extractSubjects('Mathematics 178%\nLearner was absent 3 days this term')).toEqual([]);
  });

  it('approves 6 or more subjects with the marks as extracted fields', () => {
    const result = checkDocument(input('grade12Results', RESULTS));
    expect(result.status).toBe('approved');
    expect(result.extractedFields.subjects).toHaveLength(6);
  });

  it('asks for resubmission when fewer than 6 subjects are found', () => {
    const result = checkDocument(input('grade11Results', 'Mathematics 78%\nPhysical Sciences 65%\nGeography 50%'));
    expect(result.status).toBe('request_resubmission');
    expect(result.failureReason).toContain('incomplete');
    expect(result.extractedFields.subjects).toHaveLength(3);
  });
});

describe('proof of residence', () => {
  const bill = (date: string) => `City of Tshwane\nMunicipal account\nMr T Mokoena\n12 Church Street\nPretoria 0002\nStatement date: ${date}`;

  it('finds dates in several formats', () => {
    expect(findDates('2026-02-15 and 15/01/2026 and 3 March 2025 and Feb 4, 2026 and 31/02/2026').map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2026-02-15',
      '2026-01-15',
      '2025-03-03',
      '2026-02-04',
    ]);
  });

  it("approves a recent document in the learner's name with an address", () => {
    const result = checkDocument(input('proofOfResidence', bill('15 February 2026')));
    expect(result.status).toBe('approved');
    expect(result.extractedFields.documentDate).toBe('2026-02-15');
  });

  it('accepts a document exactly 3 months old and rejects an older one as outdated', () => {
    expect(monthsBefore(now, 3).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(checkDocument(input('proofOfResidence', bill('2025-12-01'))).status).toBe('approved');
    const old = checkDocument(input('proofOfResidence', bill('2025-11-30')));
    expect(old.status).toBe('rejected');
    expect(old.failureReason).toMatch(/^Document is outdated/);
  });

  it('asks for resubmission when the name, the date or the address is missing', () => {
    expect(checkDocument(input('proofOfResidence', bill('2026-02-15').replace('Mokoena', 'Smith'))).failureReason).toContain('name');
    expect(checkDocument(input('proofOfResidence', 'Mr T Mokoena\n12 Church Street\nPretoria 0002')).failureReason).toContain('date');
    expect(checkDocument(input('proofOfResidence', 'Mr T Mokoena lives here. Statement date 2026-02-15')).failureReason).toContain('address');
  });
});

it('asks for a clearer file when there is no text', () => {
  const result = checkDocument(input('idDocument', '  \n '));
  expect(result).toMatchObject({ status: 'request_resubmission', confidence: 0 });
  expect(guidanceKeyFor(result.failureReason)).toBe('quality');
});

it("chooses guidance by the failure reason's keywords", () => {
  expect(guidanceKeyFor('ID number does not match your profile')).toBe('idNumber');
  expect(guidanceKeyFor('Document is outdated...')).toBe('outdated');
  expect(guidanceKeyFor('No address found')).toBe('address');
  expect(guidanceKeyFor('The image is blurry')).toBe('quality');
  expect(guidanceKeyFor('Pages are missing')).toBe('incomplete');
  expect(guidanceKeyFor('Unsupported file type')).toBe('format');
  expect(guidanceFor(null)).toMatch(/readable/);
});

it('gives a proof of residence missing the name or the date guidance about the name and the date, not about marks', () => {
  expect(guidanceFor(documentTexts.reasons.residenceName)).toMatch(/your name/);
  expect(guidanceFor(documentTexts.reasons.residenceNoDate)).toMatch(/the date/);
  expect(guidanceFor(documentTexts.reasons.resultsIncomplete(4))).toMatch(/every subject and mark/);
});
