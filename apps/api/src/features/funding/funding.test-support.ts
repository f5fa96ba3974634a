import { FUNDING_CONSENT_WORDING } from '@kusasa/domain/rules/funding-statuses';
import { fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { expect } from 'vitest';
import { nsfasAccountReviews } from '../../db/schema/funding.ts';
import { TINY_PNG, upload } from '../../test/documents.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';

// Shared by the funding tests: a learner's complete answers, step by step, and the calls they make.

export const LIKELY_STEPS = {
  citizenship: { citizenship: 'citizen' },
  study: {
    firstQualification: true,
    institutionTypes: ['public-university'],
    inGrade12: true,
    yearStarted: null,
    hasAcceptance: false,
    fieldsOfStudy: ['engineering'],
  },
  grant: { sassaGrant: 'child-support' },
  household: { householdMembers: 4, incomeBand: '122001-to-350000', informalIncome: false },
  circumstances: { disability: false, parentsDeceased: 'none', parentsDivorced: false },
} as const;

export async function readiness(t: TestApp, cookie: string) {
  const response = await call(t.app, 'GET', '/api/funding', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return fundingReadinessSchema.parse(response.json());
}

export async function answerAll(t: TestApp, cookie: string, steps: Record<string, unknown> = LIKELY_STEPS) {
  for (const [step, body] of Object.entries(steps)) {
    const response = await call(t.app, 'PUT', `/api/funding/answers/${step}`, { cookie, payload: body });
    expect(response.statusCode, response.body).toBe(200);
  }
  return readiness(t, cookie);
}

export async function uploadFundingDocument(t: TestApp, cookie: string, documentType = 'fundingDocument') {
  const response = await upload(t.app, cookie, { documentType }, { bytes: TINY_PNG, filename: 'copy.png', contentType: 'image/png' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

export const consent = (t: TestApp, cookie: string, audience: 'nsfas' | 'sponsors') =>
  call(t.app, 'PUT', `/api/funding/consents/${audience}`, { cookie, payload: { version: FUNDING_CONSENT_WORDING[audience].version } });

/** A learner who answered (likely) and shares with NSFAS. */
export async function sharingLearner(t: TestApp) {
  const learner = await signedInAs(t, 'student');
  await answerAll(t, learner.cookie);
  expect((await consent(t, learner.cookie, 'nsfas')).statusCode).toBe(200);
  return learner;
}

/** An NSFAS staff account an admin has approved. */
export async function approvedStaff(t: TestApp) {
  const staff = await signedInAs(t, 'nsfas');
  await t.database.db.insert(nsfasAccountReviews).values({ userId: staff.id, decision: 'approved', decidedAt: new Date() });
  return staff;
}
