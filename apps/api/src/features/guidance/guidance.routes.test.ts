import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_IDS } from '@kusasa/domain/rules/career-assessment';
import type { CareerAssessmentResult } from '@kusasa/domain/schemas/guidance';
import { userPlans } from '../../db/schema/plans.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedCatalogue: true });
});
afterAll(() => t.close());

const ASSESSMENT = '/api/guidance/career-assessment';
const answersOf = (base: number, overrides: Record<string, number> = {}) => ({ ...Object.fromEntries(STATEMENT_IDS.map((id) => [id, base])), ...overrides });

async function learnerOn(planId: 'starter' | 'essential' | 'pro-ai') {
  const learner = await signedInAs(t, 'student');
  if (planId !== 'starter') await t.database.db.insert(userPlans).values({ userId: learner.id, planId, active: true });
  return learner;
}

describe('POST /api/guidance/career-assessment', () => {
  it('refuses Starter with PLAN_LIMIT and the way to upgrade', async () => {
    const { cookie } = await learnerOn('starter');
    const response = await call(t.app, 'POST', ASSESSMENT, { cookie, payload: { answers: answersOf(3) } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      upgradeUrl: '/pricing',
      error: { code: 'PLAN_LIMIT', message: 'Career Assessment is available on Essential or higher. Upgrade to use it.' },
    });
  });

  it.each(['essential', 'pro-ai'] as const)('scores the answers for %s, with matching catalogue programmes', async (planId) => {
    const { cookie } = await learnerOn(planId);
    const response = await call(t.app, 'POST', ASSESSMENT, { cookie, payload: { answers: answersOf(1, { c1: 5, c2: 5, e1: 4, e2: 4, i1: 3 }) } });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<CareerAssessmentResult>();
    expect(result.topAreas.map((area) => [area.area, area.score])).toEqual([
      ['conventional', 100],
      ['enterprising', 75],
      ['investigative', 25],
    ]);
    expect(result.scores).toHaveLength(6);
    expect(result.topAreas[0]!.studyFields).toContain('Accounting and finance');
    expect(result.programmes.length).toBeGreaterThan(0);
    expect(result.programmes[0]).toMatchObject({ area: 'conventional' });
    expect(result.programmes.some((programme) => /account/i.test(programme.name))).toBe(true);
  });

  it('checks the answers: every statement rated 1 to 5', async () => {
    const { cookie } = await learnerOn('essential');
    const { r1: _dropped, ...missing } = answersOf(3);
    for (const answers of [missing, answersOf(3, { r1: 6 }), answersOf(3, { r1: 0 }), answersOf(3, { zz: 3 })]) {
      const response = await call(t.app, 'POST', ASSESSMENT, { cookie, payload: { answers } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    expect((await call(t.app, 'POST', ASSESSMENT, { cookie, payload: {} })).statusCode).toBe(400);
  });

  it('answers 401 signed out, and refuses a cross-site post', async () => {
    expect((await call(t.app, 'POST', ASSESSMENT, { payload: { answers: answersOf(3) } })).statusCode).toBe(401);
    const { cookie } = await learnerOn('essential');
    const crossSite = await call(t.app, 'POST', ASSESSMENT, { cookie, payload: { answers: answersOf(3) }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
  });
});
