import { describe, it, expect } from 'vitest';
import {
  COUNSELOR_SPECIALIZATIONS,
  EXPERIENCE_BANDS,
  NSFAS_DEPARTMENTS,
  counselorSpecializationSchema,
  experienceBandSchema,
  nsfasDepartmentSchema,
} from './audience-options.ts';

describe('audience option lists', () => {
  it.each([
    [
      'counselor specializations',
      COUNSELOR_SPECIALIZATIONS,
      [
        'Career Guidance',
        'Academic Counseling',
        'Student Support',
        'Financial Aid Guidance',
        'University Applications',
        'TVET Applications',
        'Skills Development',
        'General Counseling',
        'Other',
      ],
    ],
    ['experience bands', EXPERIENCE_BANDS, ['Less than 1 year', '1-3 years', '4-6 years', '7-10 years', 'More than 10 years']],
    [
      'NSFAS departments',
      NSFAS_DEPARTMENTS,
      ['Student Funding', 'Applications', 'Verification', 'Compliance', 'IT Support', 'Administration', 'Management', 'Other'],
    ],
  ])('%s match the spec', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('audience option schemas', () => {
  it.each([
    [counselorSpecializationSchema, 'TVET Applications'],
    [counselorSpecializationSchema, 'Other'],
    [experienceBandSchema, '1-3 years'],
    [experienceBandSchema, 'More than 10 years'],
    [nsfasDepartmentSchema, 'IT Support'],
  ])('accepts a listed value (%#: %s)', (schema, value) => {
    expect(schema.safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each([
    [counselorSpecializationSchema, 'career guidance', 'Please select a specialization'],
    [counselorSpecializationSchema, '', 'Please select a specialization'],
    [experienceBandSchema, '1-3', 'Please select years of experience'],
    [experienceBandSchema, undefined, 'Please select years of experience'],
    [nsfasDepartmentSchema, 'Finance', 'Please select a department'],
    [nsfasDepartmentSchema, 3, 'Please select a department'],
  ])('rejects an unlisted value (%#: %j) with %s', (schema, value, message) => {
    expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
