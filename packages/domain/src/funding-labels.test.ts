import { describe, it, expect } from 'vitest';
import {
  appealReasonLabels,
  appealStatusLabels,
  CERTIFICATION_RULE,
  checklistItemLabels,
  citizenshipLabels,
  fieldOfStudyLabels,
  fundingEventLabels,
  incomeBandLabels,
  institutionTypeLabels,
  NOT_A_PROMISE,
  nsfasStatusLabels,
  outcomeLabels,
  reasonText,
  sassaGrantLabels,
} from './funding-labels.ts';
import { CITIZENSHIP, FIELDS_OF_STUDY, INCOME_BANDS, INSTITUTION_TYPES, SASSA_GRANTS } from './rules/funding-answers.ts';
import { FUNDING_DOCUMENT_ITEMS } from './rules/funding-checklist.ts';
import { FUNDING_OUTCOMES, FUNDING_REASON_CODES } from './rules/funding-rules.ts';
import { APPEAL_REASONS, APPEAL_STATUSES, FUNDING_EVENT_TYPES, NSFAS_STATUSES } from './rules/funding-statuses.ts';

// Guards against a missing or empty label when a list grows: every entry of every funding list has
// words, and no label is left over for an entry that has gone.

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;
const texts = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as Record<string, string>));

const lists: [name: string, list: readonly string[], labels: Record<string, unknown>][] = [
  ['outcome', FUNDING_OUTCOMES, outcomeLabels],
  ['checklist item', FUNDING_DOCUMENT_ITEMS, checklistItemLabels],
  ['NSFAS status', NSFAS_STATUSES, nsfasStatusLabels],
  ['appeal reason', APPEAL_REASONS, appealReasonLabels],
  ['appeal status', APPEAL_STATUSES, appealStatusLabels],
  ['event type', FUNDING_EVENT_TYPES, fundingEventLabels],
  ['citizenship', CITIZENSHIP, citizenshipLabels],
  ['institution type', INSTITUTION_TYPES, institutionTypeLabels],
  ['SASSA grant', SASSA_GRANTS, sassaGrantLabels],
  ['income band', INCOME_BANDS, incomeBandLabels],
  ['field of study', FIELDS_OF_STUDY, fieldOfStudyLabels],
];

describe('funding labels', () => {
  it.each(lists)('every %s has a non-empty label, and no stray ones', (_name, list, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...list].sort());
    for (const key of list) {
      const words = texts(labels[key]);
      expect(words.length, key).toBeGreaterThan(0);
      expect(words.every(filled), key).toBe(true);
    }
  });

  it.each(lists)('%s labels are distinct', (_name, list, labels) => {
    const first = list.map((key) => texts(labels[key])[0]);
    expect(new Set(first).size).toBe(list.length);
  });

  it('has the fixed sentences', () => {
    expect(NOT_A_PROMISE).toMatch(/not a decision/);
    expect(CERTIFICATION_RULE).toMatch(/3 months/);
  });
});

describe('reasonText', () => {
  it.each(FUNDING_REASON_CODES.map((code) => [code]))('%s has words without a limit', (code) => {
    const { text, change } = reasonText(code);
    expect(filled(text)).toBe(true);
    expect(change === null || filled(change)).toBe(true);
    expect(`${text} ${change}`).not.toMatch(/undefined|NaN/);
  });

  it.each(FUNDING_REASON_CODES.map((code) => [code]))('%s has words with a limit of R350,000', (code) => {
    const { text, change } = reasonText(code, 350_000);
    expect(filled(text)).toBe(true);
    expect(change === null || filled(change)).toBe(true);
    expect(`${text} ${change}`).not.toMatch(/undefined|NaN|350000/);
  });

  it.each([
    ['income-within-limit', 350_000, 'R350,000'],
    ['income-above-limit', 350_000, 'R350,000'],
    ['income-unknown', 350_000, 'R350,000'],
    ['income-within-limit', 600_000, 'R600,000'],
    ['disability-limit', 600_000, 'R600,000'],
    ['legacy-limit', 122_000, 'R122,000'],
    ['income-above-limit', 1_250_000, 'R1,250,000'],
    ['income-within-limit', 999, 'R999'],
  ] as const)('%s with %i writes %s', (code, limit, written) => {
    expect(reasonText(code, limit).text).toContain(written);
  });

  it('writes "the limit" when no amount is given', () => {
    expect(reasonText('income-above-limit').text).toContain('the limit');
    expect(reasonText('income-above-limit').text).not.toMatch(/R\d/);
  });

  it('says what would change every reason that rules funding out', () => {
    for (const code of ['not-citizen', 'second-qualification', 'private-only', 'income-above-limit'] as const) {
      expect(filled(reasonText(code, 350_000).change), code).toBe(true);
    }
  });

  it('says, from nsfas.md §1, that a SASSA recipient must still apply and that legacy limits are for pre-2018 starters', () => {
    expect(reasonText('sassa-grant').text).toMatch(/still apply/);
    expect(reasonText('srd-not-counted').text).toMatch(/SRD/);
    expect(reasonText('legacy-limit', 122_000).text).toMatch(/before 2018/);
  });
});

describe('income band labels carry nsfas.md §1 thresholds', () => {
  it.each([
    ['up-to-122000', 'R122,000'],
    ['122001-to-350000', 'R350,000'],
    ['122001-to-350000', 'R29,167'],
    ['350001-to-600000', 'R600,000'],
    ['above-600000', 'R600,000'],
  ] as const)('%s mentions %s', (band, amount) => {
    expect(incomeBandLabels[band]).toContain(amount);
  });
});
