import { type FundingStep, type PartialFundingAnswers, fundingStepSchemas, partialFundingAnswersSchema } from '@kusasa/domain/rules/funding-answers';
import type { FundingReadiness } from '@kusasa/domain/schemas/funding/readiness';
import { json, mockApi } from '../../test/api-mock';

// Readiness bodies as GET /api/funding answers them, for the funding page's tests.

export const DOC_ID = '11111111-1111-4111-8111-111111111111';
export const APPEAL_ID = '22222222-2222-4222-8222-222222222222';

export const completeAnswers = {
  citizenship: 'citizen',
  firstQualification: true,
  institutionTypes: ['public-university'],
  inGrade12: true,
  yearStarted: null,
  hasAcceptance: false,
  fieldsOfStudy: [],
  sassaGrant: 'none',
  householdMembers: 4,
  incomeBand: 'up-to-122000',
  informalIncome: false,
  disability: false,
  parentsDeceased: 'none',
  parentsDivorced: false,
} as const;

/** The complete answers of these steps only. */
export function answersOf(...steps: FundingStep[]): PartialFundingAnswers {
  const keys = steps.flatMap((step) => Object.keys(fundingStepSchemas[step].shape));
  return partialFundingAnswersSchema.parse(structuredClone(Object.fromEntries(Object.entries(completeAnswers).filter(([key]) => keys.includes(key)))));
}

/** A learner part-way through: these steps answered. */
export const partway = (...steps: FundingStep[]) => emptyReadiness({ answers: answersOf(...steps), answeredSteps: steps });

const consentOff = { given: false, version: null, givenAt: null };

/** A learner who has answered nothing yet. */
export function emptyReadiness(overrides: Partial<FundingReadiness> = {}): FundingReadiness {
  return {
    answers: {},
    answeredSteps: [],
    assessment: null,
    checklist: [],
    checklistComplete: false,
    cycle: null,
    nsfas: { reference: null, status: null, statusSetBy: null, statusChangedAt: null },
    consents: { nsfas: consentOff, sponsors: consentOff },
    appeals: [],
    appealWindow: { open: false, until: null },
    invitations: [],
    ...overrides,
  };
}

/** A learner who has answered every step: outcome likely, two checklist lines. */
export function assessedReadiness(overrides: Partial<FundingReadiness> = {}): FundingReadiness {
  return emptyReadiness({
    answers: answersOf('citizenship', 'study', 'grant', 'household', 'circumstances'),
    answeredSteps: ['citizenship', 'study', 'grant', 'household', 'circumstances'],
    assessment: {
      outcome: 'likely',
      ruleVersion: 'nsfas-2026.1',
      reasons: [
        { code: 'citizen', effect: 'supports', sources: ['N5'] },
        { code: 'income-within-limit', effect: 'supports', sources: ['N5'], limitRand: 350_000 },
      ],
      assessedAt: '2026-11-20T08:00:00.000Z',
    },
    checklist: [
      { item: 'applicant-id', document: null },
      { item: 'household-ids', document: null },
    ],
    ...overrides,
  });
}

/** Stubs the API with the page's two reads, plus any handlers the test adds. */
export function mockFunding(readiness: FundingReadiness, handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/funding': () => json(readiness),
    'GET /api/funding/timeline': () => json({ events: [] }),
    ...handlers,
  });
}
