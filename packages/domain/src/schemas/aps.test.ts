import { describe, it, expect } from 'vitest';
import { apsMarksSchema, programmeRequirementSchema, subjectMarkSchema, subjectRequirementSchema } from './aps.ts';

const markMessage = 'Mark must be between 0 and 100';
const subjectMessage = 'Please select a subject';

describe('subjectMarkSchema', () => {
  it.each([
    [
      { subject: 'Mathematics', mark: 0 },
      { subject: 'Mathematics', mark: 0 },
    ],
    [
      { subject: 'Life Orientation', mark: 100 },
      { subject: 'Life Orientation', mark: 100 },
    ],
    [
      { subject: '  English Home Language ', mark: 68 },
      { subject: 'English Home Language', mark: 68 },
    ],
  ])('accepts %j', (input, output) => {
    expect(subjectMarkSchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ subject: 'Mathematics', mark: -1 }, ['mark'], markMessage],
    [{ subject: 'Mathematics', mark: 101 }, ['mark'], markMessage],
    [{ subject: 'Mathematics', mark: 55.5 }, ['mark'], markMessage],
    [{ subject: 'Mathematics', mark: Number.NaN }, ['mark'], markMessage],
    [{ subject: 'Mathematics', mark: '55' }, ['mark'], markMessage],
    [{ subject: 'Mathematics' }, ['mark'], markMessage],
    [{ subject: '', mark: 50 }, ['subject'], subjectMessage],
    [{ subject: '   ', mark: 50 }, ['subject'], subjectMessage],
    [{ mark: 50 }, ['subject'], subjectMessage],
  ])('rejects %j at %j with %s', (input, path, message) => {
    const result = subjectMarkSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[path, message]]);
  });
});

describe('apsMarksSchema', () => {
  it('accepts an empty list and up to 20 subjects', () => {
    expect(apsMarksSchema.safeParse([]).success).toBe(true);
    expect(apsMarksSchema.safeParse(Array.from({ length: 20 }, (_, index) => ({ subject: `Subject ${index}`, mark: 50 }))).success).toBe(true);
  });

  it('rejects more than 20 subjects', () => {
    expect(apsMarksSchema.safeParse(Array.from({ length: 21 }, (_, index) => ({ subject: `Subject ${index}`, mark: 50 }))).success).toBe(false);
  });
});

describe('subjectRequirementSchema', () => {
  it.each([
    { subject: 'Mathematics', minLevel: 5 },
    { subject: ['English Home Language', 'English First Additional Language'], minLevel: 4 },
    { subject: 'Physical Sciences', minMark: 55 },
    { subject: 'English Home Language' },
    {
      anyOf: [
        { subject: 'Mathematics', minLevel: 2 },
        { subject: 'Mathematical Literacy', minLevel: 4 },
      ],
    },
  ])('accepts %j', (input) => {
    expect(subjectRequirementSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    { subject: '', minLevel: 5 },
    { subject: [], minLevel: 5 },
    { subject: 'Mathematics', minLevel: 8 },
    { subject: 'Mathematics', minLevel: 0 },
    { subject: 'Mathematics', minMark: 101 },
    { subject: 'Mathematics', min_level: 5 },
    { anyOf: [{ subject: 'Mathematics', minLevel: 2 }] },
    { anyOf: [] },
  ])('rejects %j', (input) => {
    expect(subjectRequirementSchema.safeParse(input).success).toBe(false);
  });
});

describe('programmeRequirementSchema', () => {
  it('accepts a requirement with a known pack', () => {
    expect(
      programmeRequirementSchema.safeParse({ minAps: 30, apsPackId: 'ukzn-cao', subjectMinimums: [{ subject: 'Life Orientation', minLevel: 4 }] }).success,
    ).toBe(true);
    expect(programmeRequirementSchema.safeParse({ minAps: null, apsPackId: 'common', subjectMinimums: [] }).success).toBe(true);
    // NMU LLB: Applicant Score 370 with Mathematics, 385 with Mathematical Literacy.
    expect(
      programmeRequirementSchema.safeParse({
        minAps: 370,
        apsPackId: 'nmu',
        subjectMinimums: [],
        minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 385 }],
      }).success,
    ).toBe(true);
  });

  it.each([
    { minAps: 30, apsPackId: 'nmmu', subjectMinimums: [] },
    { minAps: 370, apsPackId: 'nmu', subjectMinimums: [], minApsBySubject: [{ subject: '', minAps: 385 }] },
    { minAps: 370, apsPackId: 'nmu', subjectMinimums: [], minApsBySubject: [{ subject: 'Mathematical Literacy', minAps: 385.5 }] },
    { minAps: 370, apsPackId: 'nmu', subjectMinimums: [], minApsBySubject: [{ subject: 'Mathematical Literacy', min: 385 }] },
    { minAps: -1, apsPackId: 'common', subjectMinimums: [] },
    { minAps: 30.5, apsPackId: 'common', subjectMinimums: [] },
    { minAps: 30, apsPackId: 'common' },
  ])('rejects %j', (input) => {
    expect(programmeRequirementSchema.safeParse(input).success).toBe(false);
  });
});
