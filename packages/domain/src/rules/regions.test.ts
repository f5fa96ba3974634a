import { describe, it, expect } from 'vitest';
import { COUNSELOR_REGIONS, NSFAS_REGIONS, PROVINCES, counselorRegionSchema, nsfasRegionSchema, provinceSchema } from './regions.ts';

describe('region lists', () => {
  it('lists the nine provinces in the spec order', () => {
    expect(PROVINCES).toEqual([
      'Eastern Cape',
      'Free State',
      'Gauteng',
      'KwaZulu-Natal',
      'Limpopo',
      'Mpumalanga',
      'Northern Cape',
      'North West',
      'Western Cape',
    ]);
  });

  it('adds National for counselors and National Office for funding-agency staff', () => {
    expect(COUNSELOR_REGIONS).toEqual([...PROVINCES, 'National']);
    expect(NSFAS_REGIONS).toEqual([...PROVINCES, 'National Office']);
  });
});

describe('region schemas', () => {
  it.each([
    [provinceSchema, 'KwaZulu-Natal'],
    [provinceSchema, 'North West'],
    [counselorRegionSchema, 'National'],
    [counselorRegionSchema, 'Gauteng'],
    [nsfasRegionSchema, 'National Office'],
    [nsfasRegionSchema, 'Western Cape'],
  ])('accepts a listed value (%#: %s)', (schema, value) => {
    expect(schema.safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each([
    [provinceSchema, 'National', 'Please select a province'],
    [provinceSchema, 'Kwazulu-Natal', 'Please select a province'],
    [provinceSchema, 'Northwest', 'Please select a province'],
    [provinceSchema, '', 'Please select a province'],
    [provinceSchema, undefined, 'Please select a province'],
    [counselorRegionSchema, 'National Office', 'Please select a region'],
    [counselorRegionSchema, '', 'Please select a region'],
    [nsfasRegionSchema, 'National', 'Please select a region'],
    [nsfasRegionSchema, null, 'Please select a region'],
  ])('rejects an unlisted value (%#: %j) with %s', (schema, value, message) => {
    expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
