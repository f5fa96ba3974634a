import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_CONSENT_WORDING } from '@kusasa/domain/rules/funding-statuses';
import { fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { fundingTimelineSchema } from '@kusasa/domain/schemas/funding/common';
import { sponsorMatchListSchema } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { sponsorInvitations } from '../../db/schema/funding.ts';
import { users } from '../../db/schema/users.ts';
import { freshIp, login, registerAudience, sessionCookieOf } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Sponsors' matches through the real funding feature (issue 28): learners answer the
// questionnaire and consent to share with sponsors through the learner API; the sponsor sees those
// who fit (never their account id), invites one once, and the invitation reaches the learner's
// timeline. Needs the funding feature's FundingForSponsors wired in areas/funding.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = (overrides: { fieldsOfStudy?: string[]; incomeBand?: string } = {}) => ({
  citizenship: { citizenship: 'citizen' },
  study: {
    firstQualification: true,
    institutionTypes: ['public-university'],
    inGrade12: true,
    yearStarted: null,
    hasAcceptance: false,
    fieldsOfStudy: overrides.fieldsOfStudy ?? ['engineering'],
  },
  grant: { sassaGrant: 'none' },
  household: { householdMembers: 4, incomeBand: overrides.incomeBand ?? 'up-to-122000', informalIncome: false },
  circumstances: { disability: false, parentsDeceased: 'none', parentsDivorced: false },
});

async function sharingLearner(overrides: Parameters<typeof answers>[0] = {}) {
  const learner = await signedInAs(t, 'student');
  for (const [step, body] of Object.entries(answers(overrides))) {
    const saved = await call(t.app, 'PUT', `/api/funding/answers/${step}`, { cookie: learner.cookie, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const consent = await call(t.app, 'PUT', '/api/funding/consents/sponsors', {
    cookie: learner.cookie,
    payload: { version: FUNDING_CONSENT_WORDING.sponsors.version },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  return learner;
}

async function registeredSponsor() {
  const { input } = await registerAudience(t.app, 'sponsor', { name: 'Ubuntu Bursary Trust' });
  const cookie = sessionCookieOf(await login(t.app, { email: input.email, password: input.password }, { ip: freshIp() }));
  return { cookie };
}

const matchesOf = async (cookie: string) => {
  const response = await call(t.app, 'GET', '/api/sponsor/matches', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return sponsorMatchListSchema.parse(response.json()).matches;
};

describe('sponsor matches through the funding feature', () => {
  it('lists consenting learners who fit, invites one once and tells the learner', async () => {
    const engineer = await sharingLearner();
    const lawyer = await sharingLearner({ fieldsOfStudy: ['law'] });
    const notSharing = await signedInAs(t, 'student');
    for (const [step, body] of Object.entries(answers()))
      await call(t.app, 'PUT', `/api/funding/answers/${step}`, { cookie: notSharing.cookie, payload: body });

    const sponsor = await registeredSponsor();
    const put = await call(t.app, 'PUT', '/api/sponsor/funding-criteria', {
      cookie: sponsor.cookie,
      payload: { provinces: [], institutionTypes: ['public-university'], fieldsOfStudy: ['engineering'], maxIncomeBand: null, nsfasUnlikelyOnly: false },
    });
    expect(put.statusCode, put.body).toBe(200);

    const checkedAt = new Date('2026-02-01T08:00:00Z');
    await t.database.db.update(users).set({ idCheckMethod: 'manual', idCheckedAt: checkedAt }).where(eq(users.id, engineer.id));
    const matches = await matchesOf(sponsor.cookie);
    expect(matches).toHaveLength(1);
    const [match] = matches;
    expect(match).toMatchObject({
      firstName: 'Test',
      // Which kind of identity check the learner passed (issue 32).
      identityCheck: { method: 'manual', bureau: null, checkedAt: checkedAt.toISOString() },
      fieldsOfStudy: ['engineering'],
      institutionTypes: ['public-university'],
      incomeBand: 'up-to-122000',
      outcome: 'likely',
      invitedAt: null,
    });
    expect(JSON.stringify(matches)).not.toContain(engineer.id);
    expect(JSON.stringify(matches)).not.toContain(lawyer.id);
    expect(JSON.stringify(matches)).not.toContain(notSharing.id);

    const invite = await call(t.app, 'POST', `/api/sponsor/matches/${match!.reference}/invite`, {
      cookie: sponsor.cookie,
      payload: { message: 'Apply for our engineering bursary.' },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect(invite.json()).toMatchObject({ match: { reference: match!.reference, invitedAt: expect.any(String) as unknown } });
    expect((await matchesOf(sponsor.cookie))[0]?.invitedAt).not.toBeNull();

    const read = await call(t.app, 'GET', '/api/funding', { cookie: engineer.cookie });
    expect(read.statusCode, read.body).toBe(200);
    const readiness = fundingReadinessSchema.parse(read.json());
    expect(readiness.invitations).toEqual([expect.objectContaining({ sponsorName: 'Ubuntu Bursary Trust', message: 'Apply for our engineering bursary.' })]);
    const timeline = fundingTimelineSchema.parse((await call(t.app, 'GET', '/api/funding/timeline', { cookie: engineer.cookie })).json());
    expect(timeline.events.map((event) => event.type)).toContain('sponsor-invited');

    const again = await call(t.app, 'POST', `/api/sponsor/matches/${match!.reference}/invite`, { cookie: sponsor.cookie, payload: { message: null } });
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(sponsorInvitations).where(eq(sponsorInvitations.learnerId, engineer.id))).toHaveLength(1);
  });

  it('drops a learner who revokes consent at once: gone from the matches and 404 to an invitation', async () => {
    const learner = await sharingLearner({ fieldsOfStudy: ['agriculture'], incomeBand: 'above-600000' });
    const sponsor = await registeredSponsor();
    await call(t.app, 'PUT', '/api/sponsor/funding-criteria', {
      cookie: sponsor.cookie,
      payload: { provinces: [], institutionTypes: [], fieldsOfStudy: ['agriculture'], maxIncomeBand: null, nsfasUnlikelyOnly: true },
    });
    const [match] = await matchesOf(sponsor.cookie);
    expect(match).toMatchObject({ outcome: 'unlikely', incomeBand: 'above-600000' });

    expect((await call(t.app, 'DELETE', '/api/funding/consents/sponsors', { cookie: learner.cookie })).statusCode).toBe(200);
    expect(await matchesOf(sponsor.cookie)).toEqual([]);
    const invite = await call(t.app, 'POST', `/api/sponsor/matches/${match!.reference}/invite`, { cookie: sponsor.cookie, payload: { message: null } });
    expect(invite.statusCode).toBe(404);
    expect(await t.database.db.select().from(sponsorInvitations).where(eq(sponsorInvitations.learnerId, learner.id))).toHaveLength(0);
  });
});
