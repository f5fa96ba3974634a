import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightTexts } from '@kusasa/domain/insight-texts';
import { applicationInsightsSchema } from '@kusasa/domain/schemas/success-insights';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { educationBody } from '../../test/education.ts';
import { completeInSimulator, startCheckout } from '../../test/payments.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Success insights (issue 31, sold with Pro + AI): each application against its programme's
// published minimums, in plain words and never as a promise.

let t: TestApp;
const institutionId = randomUUID();
const reachable = randomUUID();
const tooHigh = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(institutions)
    .values({ id: institutionId, slug: `ins-${institutionId}`, name: 'Insight University', type: 'university', province: 'Gauteng' });
  const programme = (id: string, name: string, minAps: number) => ({
    id,
    slug: `p-${id}`,
    institutionId,
    name,
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'common',
    subjectMinimums: [],
    minAps,
  });
  await t.database.db.insert(programmes).values([programme(reachable, 'BA Reachable', 20), programme(tooHigh, 'MBChB Out Of Reach', 60)]);
});
afterAll(() => t.close());

const insightsOf = async (cookie: string) => applicationInsightsSchema.parse((await call(t.app, 'GET', '/api/applications/insights', { cookie })).json());
const draft = (cookie: string, programId: string) =>
  call(t.app, 'PUT', `/api/applications/drafts/${randomUUID()}`, { cookie, payload: { institutionId, programId } });

describe('GET /api/applications/insights', () => {
  it('compares each application with its programme’s minimum for a Pro + AI learner, never as a promise', async () => {
    const learner = await signedInAs(t, 'student');
    await completeInSimulator(t.app, await startCheckout(t.app, learner.cookie, 'pro-ai'), 'pay');
    await call(t.app, 'PUT', '/api/profile/education', { cookie: learner.cookie, payload: educationBody() });
    await draft(learner.cookie, reachable);
    await draft(learner.cookie, tooHigh);
    const { available, insights } = await insightsOf(learner.cookie);
    expect(available).toBe(true);
    const of = (programId: string) => insights.find((insight) => insight.programId === programId)!;
    expect(of(reachable).status).toBe('meets');
    expect(of(reachable).sentences[0]).toMatch(/^Your APS for this programme is \d+; it publishes a minimum of 20, so you are \d+ above it\.$/);
    expect(of(reachable).sentences.at(-1)).toBe(insightTexts.meets);
    expect(of(tooHigh).status).toBe('does_not_meet');
    expect(of(tooHigh).sentences[0]).toMatch(/minimum of 60, so you are \d+ short\.$/);
  });

  it('says so without marks, and gives none below Pro + AI', async () => {
    const learner = await signedInAs(t, 'student');
    await completeInSimulator(t.app, await startCheckout(t.app, learner.cookie, 'pro-ai'), 'pay');
    await draft(learner.cookie, reachable);
    expect((await insightsOf(learner.cookie)).insights).toEqual([expect.objectContaining({ status: 'no_marks', sentences: [insightTexts.noMarks] })]);

    const essential = await signedInAs(t, 'student');
    await completeInSimulator(t.app, await startCheckout(t.app, essential.cookie, 'essential'), 'pay');
    await draft(essential.cookie, reachable);
    expect(await insightsOf(essential.cookie)).toEqual({ available: false, requiredPlan: 'pro-ai', insights: [] });
  });
});
