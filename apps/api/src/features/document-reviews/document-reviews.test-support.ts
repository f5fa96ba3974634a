import type { PlanId } from '@kusasa/domain/rules/plans';
import type { LearnerReview } from '@kusasa/domain/schemas/document-reviews';
import { counselorAccountReviews } from '../../db/schema/counselors.ts';
import { givePlan, TINY_PNG, upload } from '../../test/documents.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import type { TestApp } from '../../test/test-app.ts';

// People and requests for the document-reviews tests.

export const STATEMENT = 'I want to study civil engineering because the roads in my village wash away every summer. '.repeat(3);

/** A signed-in learner holding `planId`. */
export async function learnerOn(t: TestApp, planId: PlanId) {
  const learner = await signedInAs(t, 'student');
  await givePlan(t.database.db, learner.id, planId);
  return learner;
}

/** A counselor an admin approved, signed in. */
export async function approvedCounselor(t: TestApp) {
  const counselor = await signedInAs(t, 'consultant');
  await t.database.db.insert(counselorAccountReviews).values({ userId: counselor.id, decision: 'approved', decidedAt: new Date() });
  return counselor;
}

/** Uploads a small image as the learner's Grade 12 results; returns its id. */
export async function uploadedDocument(t: TestApp, cookie: string): Promise<string> {
  const response = await upload(t.app, cookie, { documentType: 'grade12Results' }, { bytes: TINY_PNG, filename: 'results.png', contentType: 'image/png' });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

export const ask = (t: TestApp, cookie: string, payload: unknown) => call(t.app, 'POST', '/api/document-reviews', { cookie, payload });

/** A learner's statement request that must succeed. */
export async function askStatement(t: TestApp, cookie: string, question?: string): Promise<LearnerReview> {
  const response = await ask(t, cookie, { kind: 'personal_statement', text: STATEMENT, ...(question ? { question } : {}) });
  if (response.statusCode !== 201) throw new Error(`ask failed: ${response.statusCode} ${response.body}`);
  return response.json<LearnerReview>();
}
