import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorCriteriaResponseSchema, sponsorMatchListSchema } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { sponsorFundingCriteria } from '../../db/schema/funding.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A sponsor's own criteria and matches over HTTP (issue 28): sponsors only, a bad body changes
// nothing, a reference not among the sponsor's matches is 404. Matching learners through the real
// funding feature: sponsor-matches-funding.routes.test.ts.

let t: TestApp;
let sponsor: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  sponsor = await signedInAs(t, 'sponsor');
});
afterAll(() => t.close());

const criteria = {
  provinces: ['Gauteng', 'Limpopo'],
  institutionTypes: ['public-tvet'],
  fieldsOfStudy: ['engineering', 'trades-and-artisans'],
  maxIncomeBand: '122001-to-350000',
  nsfasUnlikelyOnly: false,
};

describe('sponsor funding criteria', () => {
  it('is null before any, then saved and replaced by the sponsor', async () => {
    const before = await call(t.app, 'GET', '/api/sponsor/funding-criteria', { cookie: sponsor.cookie });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ criteria: null, updatedAt: null });

    const saved = await call(t.app, 'PUT', '/api/sponsor/funding-criteria', { cookie: sponsor.cookie, payload: criteria });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(sponsorCriteriaResponseSchema.parse(saved.json()).criteria).toEqual(criteria);
    const replaced = await call(t.app, 'PUT', '/api/sponsor/funding-criteria', {
      cookie: sponsor.cookie,
      payload: { ...criteria, provinces: [], maxIncomeBand: null, nsfasUnlikelyOnly: true },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const read = sponsorCriteriaResponseSchema.parse((await call(t.app, 'GET', '/api/sponsor/funding-criteria', { cookie: sponsor.cookie })).json());
    expect(read.criteria).toEqual({ ...criteria, provinces: [], maxIncomeBand: null, nsfasUnlikelyOnly: true });
    expect(await t.database.db.select().from(sponsorFundingCriteria).where(eq(sponsorFundingCriteria.sponsorId, sponsor.id))).toHaveLength(1);
  });

  it('refuses a bad body with 400 and keeps what was saved', async () => {
    const other = await signedInAs(t, 'sponsor');
    await call(t.app, 'PUT', '/api/sponsor/funding-criteria', { cookie: other.cookie, payload: criteria });
    for (const body of [
      { ...criteria, provinces: ['Atlantis'] },
      { ...criteria, maxIncomeBand: 'not-sure' },
      { ...criteria, fieldsOfStudy: ['astrology'] },
      { ...criteria, nsfasUnlikelyOnly: 'yes' },
      { provinces: [] },
    ]) {
      const response = await call(t.app, 'PUT', '/api/sponsor/funding-criteria', { cookie: other.cookie, payload: body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const read = sponsorCriteriaResponseSchema.parse((await call(t.app, 'GET', '/api/sponsor/funding-criteria', { cookie: other.cookie })).json());
    expect(read.criteria).toEqual(criteria);
  });

  it('keeps each sponsor to its own criteria', async () => {
    const other = await signedInAs(t, 'sponsor');
    const read = await call(t.app, 'GET', '/api/sponsor/funding-criteria', { cookie: other.cookie });
    expect(read.json()).toEqual({ criteria: null, updatedAt: null });
  });
});

describe('sponsor matches', () => {
  it('lists matches and answers 404 for a reference not among them, 400 for one that is not a reference', async () => {
    const list = await call(t.app, 'GET', '/api/sponsor/matches', { cookie: sponsor.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(sponsorMatchListSchema.parse(list.json()).matches).toEqual([]);
    const invite = (reference: string, payload: unknown = { message: null }) =>
      call(t.app, 'POST', `/api/sponsor/matches/${reference}/invite`, { cookie: sponsor.cookie, payload });
    expect((await invite('FM-ABCDEF123456')).statusCode).toBe(404);
    expect((await invite('FM-ABCDEF123456', {})).statusCode).toBe(404);
    expect((await invite('00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    expect((await invite('FM-ABCDEF123456', { message: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it('is for sponsors only: 401 signed out, 403 for other accounts', async () => {
    const routes = [
      ['GET', '/api/sponsor/funding-criteria', undefined],
      ['PUT', '/api/sponsor/funding-criteria', criteria],
      ['GET', '/api/sponsor/matches', undefined],
      ['POST', '/api/sponsor/matches/FM-ABCDEF123456/invite', { message: null }],
    ] as const;
    for (const userType of ['student', 'admin', 'nsfas', 'institution'] as const) {
      const other = await signedInAs(t, userType);
      for (const [method, url, payload] of routes) {
        expect((await call(t.app, method, url, { cookie: other.cookie, payload })).statusCode, `${userType} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of routes) expect((await call(t.app, method, url, { payload })).statusCode, `${method} ${url}`).toBe(401);
  });
});
