import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPrefillSchema } from '@kusasa/domain/schemas/application-prefill';
import { completeInSimulator, startCheckout } from '../../test/payments.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { educationBody } from '../../test/education.ts';

// Form auto-fill (issue 31, sold with Essential): a new application starts with the profile's
// Grade 12 marks, one per line as the form asks; on Starter nothing is filled in.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const prefillOf = async (cookie: string) => applicationPrefillSchema.parse((await call(t.app, 'GET', '/api/applications/prefill', { cookie })).json());

describe('GET /api/applications/prefill', () => {
  it('fills in nothing on Starter, and says which plan does', async () => {
    const learner = await signedInAs(t, 'student');
    expect((await call(t.app, 'PUT', '/api/profile/education', { cookie: learner.cookie, payload: educationBody() })).statusCode).toBe(200);
    expect(await prefillOf(learner.cookie)).toEqual({ available: false, requiredPlan: 'essential', grade12Results: null });
  });

  it('fills in the Grade 12 marks from the profile on Essential, one subject per line', async () => {
    const learner = await signedInAs(t, 'student');
    await completeInSimulator(t.app, await startCheckout(t.app, learner.cookie, 'essential'), 'pay');
    expect(await prefillOf(learner.cookie)).toEqual({ available: true, requiredPlan: 'essential', grade12Results: null });
    await call(t.app, 'PUT', '/api/profile/education', { cookie: learner.cookie, payload: educationBody() });
    const { grade12Results } = await prefillOf(learner.cookie);
    const lines = grade12Results!.split('\n');
    expect(lines).toHaveLength(educationBody().grade12Subjects.length);
    expect(lines.at(-1)).toBe('Tourism 88%');
    expect(lines[0]).toMatch(/^[A-Z].* 70%$/);
  });

  it('is a learner’s own', async () => {
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await call(t.app, 'GET', '/api/applications/prefill', { cookie: sponsor.cookie })).statusCode).toBe(403);
  });
});
