import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardianConsentTexts } from '@kusasa/domain/guardian-consent-texts';
import { guardianConsentEvents } from '../../db/schema/guardian-consent.ts';
import { outboundMessages } from '../../db/schema/messaging.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { users } from '../../db/schema/users.ts';
import { makeRegistration, makeSaId } from '../../test/factories.ts';
import { MINUTE, freshIp, login, matching, post, registerStudent, sessionCookieOf, testClock } from '../../test/http.ts';
import { call } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogueInstitution, signedInMember } from '../../test/institution-members.ts';

// Issue 32: a learner under 18's guardian confirms by link; until then, and after a decline or a
// withdrawal, nothing is shared (applications, payments, funding, counselors) and nothing is paid.

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
let school: { id: string; programmeId: string };
let lead: { cookie: string };
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  const { id } = await catalogueInstitution(t.database.db, 'Guardian Test University');
  const programmeId = randomUUID();
  await t.database.db.insert(programmes).values({
    id: programmeId,
    slug: `guardian-${programmeId}`,
    institutionId: id,
    name: 'BSc',
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
  });
  school = { id, programmeId };
  lead = await signedInMember(t, id);
}, 60_000);
afterAll(() => t.close());

const guardian = { name: 'Nomsa Mokoena', relationship: 'parent', phone: '082 123 4567', email: 'nomsa@example.co.za' };
const minorId = () => makeSaId({ dob: '2010-06-15' }); // 15 on 2026-03-01, 18 on 2028-06-15

async function minor() {
  const registered = await registerStudent(t.app, { idNumber: minorId(), guardian: { ...guardian, email: `g-${randomUUID()}@example.co.za` } });
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, registered.input.email));
  return { ...registered, id: user!.id };
}

/** The link in the latest email queued to the learner's guardian. */
async function linkToken(learnerId: string): Promise<string> {
  const rows = await t.database.db
    .select({ body: outboundMessages.body, at: outboundMessages.createdAt })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.userId, learnerId), eq(outboundMessages.channel, 'email'), eq(outboundMessages.template, 'guardian-consent-link')));
  const body = rows.at(-1)?.body ?? '';
  const token = /\/guardian-consent#token=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error('no guardian link queued');
  return token;
}

const submit = (cookie: string) =>
  call(t.app, 'POST', '/api/applications/submit', {
    cookie,
    payload: { clientId: randomUUID(), institutionId: school.id, programId: school.programmeId, grade12Results: 'Mathematics 70%' },
  });
const answer = (token: string, value: string) => post(t.app, `/api/guardian-consent/links/${token}`, { answer: value });
const inboxCount = async () =>
  (await call(t.app, 'GET', `/api/institution/applications?sort=submitted-desc`, { cookie: lead.cookie })).json<{ applications: unknown[] }>().applications
    .length;

describe('registration of a learner under 18', () => {
  it('needs the guardian with a relationship; a wrong registration writes nothing', async () => {
    const missing = await post(t.app, '/api/auth/register', makeRegistration({ idNumber: minorId() }), { ip: freshIp() });
    expect(missing.json()).toMatchObject({ error: { fields: { guardian: "Learners under 18 need a parent or guardian's consent to register." } } });
    const noRelationship = await post(
      t.app,
      '/api/auth/register',
      makeRegistration({ idNumber: minorId(), guardian: { ...guardian, relationship: undefined } }),
      {
        ip: freshIp(),
      },
    );
    expect(noRelationship.json()).toMatchObject({ error: { fields: { 'guardian.relationship': 'Choose how this person is related to you.' } } });
    const own = makeRegistration({ idNumber: minorId() });
    const ownEmail = await post(t.app, '/api/auth/register', { ...own, guardian: { ...guardian, email: own.email } }, { ip: freshIp() });
    expect(ownEmail.json()).toMatchObject({ error: { fields: { 'guardian.email': matching(/not yours/) } } });
  });

  it('queues the link to the guardian by SMS and email and holds sharing while it waits', async () => {
    const learner = await minor();
    const sent = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.userId, learner.id));
    expect(sent.map((row) => [row.channel, row.toAddress]).sort()).toEqual([
      ['email', matching(/^g-.*@example\.co\.za$/)],
      ['sms', '+27821234567'],
    ]);
    expect(sent.find((row) => row.channel === 'sms')!.body).toMatch(
      /^Kusasa: Thandeka \(under 18\) asks for your consent.*\/guardian-consent#token=[\w-]{43}$/,
    );
    const state = await call(t.app, 'GET', '/api/guardian-consent', { cookie: learner.cookie });
    expect(state.json()).toMatchObject({ needed: true, sharingAllowed: false, status: 'pending', adultOn: '2028-06-15', guardian: { relationship: 'parent' } });
  });

  it('an adult needs no guardian', async () => {
    const adult = await registerStudent(t.app);
    expect((await call(t.app, 'GET', '/api/guardian-consent', { cookie: adult.cookie })).json()).toMatchObject({
      needed: false,
      sharingAllowed: true,
      status: null,
    });
  });
});

describe('while the guardian has not confirmed', () => {
  it('drafts are kept, but submitting, paying, NSFAS sharing and counselor links are refused and change nothing', async () => {
    const learner = await minor();
    const draft = await call(t.app, 'PUT', `/api/applications/drafts/${randomUUID()}`, { cookie: learner.cookie, payload: { institutionId: school.id } });
    expect(draft.statusCode).toBe(201);
    const before = await inboxCount();
    const refused = await submit(learner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: guardianConsentTexts.errors.sharingHeld } });
    expect(await inboxCount()).toBe(before);
    const payment = await call(t.app, 'POST', '/api/payments', { cookie: learner.cookie, payload: { plan: 'essential' } });
    expect(payment.statusCode).toBe(403);
    const link = await call(t.app, 'POST', '/api/counselor-links', {
      cookie: learner.cookie,
      payload: { code: 'KC-7KX2QP', scopes: ['journey'], endsOn: '2026-12-31', version: 'v1' },
    });
    expect(link.statusCode).toBe(403);
  });
});

describe("the guardian's link", () => {
  it('shows only the first name and what is held, then confirming lets the learner submit; withdrawing hides it again at once', async () => {
    const learner = await minor();
    const token = await linkToken(learner.id);
    const view = await call(t.app, 'GET', `/api/guardian-consent/links/${token}`);
    expect(view.statusCode).toBe(200);
    const body = view.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      learnerFirstName: 'Thandeka',
      guardianName: 'Nomsa Mokoena',
      status: 'pending',
      consent: { version: 'guardian-consent-2026-11' },
    });
    expect(JSON.stringify(body)).not.toContain(learner.input.idNumber);
    expect(JSON.stringify(body)).not.toContain(learner.input.email);

    expect((await answer(token, 'confirm')).json()).toMatchObject({ status: 'confirmed' });
    expect((await call(t.app, 'GET', '/api/guardian-consent', { cookie: learner.cookie })).json()).toMatchObject({ sharingAllowed: true, status: 'confirmed' });
    const before = await inboxCount();
    expect((await submit(learner.cookie)).statusCode).toBe(201);
    expect(await inboxCount()).toBe(before + 1);

    expect((await answer(token, 'withdraw')).json()).toMatchObject({ status: 'withdrawn' });
    expect(await inboxCount()).toBe(before);
    const events = await t.database.db.select().from(guardianConsentEvents).where(eq(guardianConsentEvents.learnerId, learner.id));
    expect(events.map((event) => event.kind)).toEqual(['requested', 'link-sent', 'confirmed', 'withdrawn']);
    expect(events.find((event) => event.kind === 'confirmed')).toMatchObject({ actor: 'guardian', consentVersion: 'guardian-consent-2026-11' });
    expect((await submit(learner.cookie)).statusCode).toBe(403);
  });

  it('a decline holds sharing; the same answer twice, or a withdrawal before a confirmation, is refused', async () => {
    const learner = await minor();
    const token = await linkToken(learner.id);
    expect((await answer(token, 'withdraw')).statusCode).toBe(409);
    expect((await answer(token, 'decline')).json()).toMatchObject({ status: 'declined' });
    expect((await answer(token, 'decline')).statusCode).toBe(409);
    expect((await answer(token, 'maybe')).statusCode).toBe(400);
    expect((await submit(learner.cookie)).statusCode).toBe(403);
  });

  it('an unknown link is not found; a new link replaces the old one, and not twice within a minute', async () => {
    expect((await call(t.app, 'GET', `/api/guardian-consent/links/${'x'.repeat(43)}`)).statusCode).toBe(404);
    const learner = await minor();
    const first = await linkToken(learner.id);
    expect((await call(t.app, 'POST', '/api/guardian-consent/resend', { cookie: learner.cookie })).statusCode).toBe(429);
    clock.advance(2 * MINUTE);
    expect((await call(t.app, 'POST', '/api/guardian-consent/resend', { cookie: learner.cookie })).statusCode).toBe(200);
    const second = await linkToken(learner.id);
    expect(second).not.toBe(first);
    expect((await call(t.app, 'GET', `/api/guardian-consent/links/${first}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/guardian-consent/links/${second}`)).statusCode).toBe(200);
  });

  it('a changed guardian is asked again, and sharing waits for them', async () => {
    const learner = await minor();
    await answer(await linkToken(learner.id), 'confirm');
    const changed = await call(t.app, 'PUT', '/api/guardian-consent', {
      cookie: learner.cookie,
      payload: { ...guardian, name: 'Sipho Mokoena', relationship: 'grandparent' },
    });
    expect(changed.json()).toMatchObject({ status: 'pending', sharingAllowed: false, guardian: { name: 'Sipho Mokoena', relationship: 'grandparent' } });
    const bad = await call(t.app, 'PUT', '/api/guardian-consent', { cookie: learner.cookie, payload: { ...guardian, phone: '123' } });
    expect(bad.statusCode).toBe(400);
    const self = await call(t.app, 'PUT', '/api/guardian-consent', {
      cookie: learner.cookie,
      payload: { ...guardian, email: learner.input.email.toUpperCase() },
    });
    expect(self.json()).toMatchObject({ error: { fields: { 'guardian.email': matching(/not yours/) } } });
    const exported = await call(t.app, 'GET', '/api/account/export', { cookie: learner.cookie });
    const download = exported.json<{ guardianConsent: { events: unknown[] }; messaging: { messages: { body: string }[] } }>();
    expect(download.guardianConsent.events.length).toBeGreaterThanOrEqual(4);
    expect(download.messaging.messages.some((message) => message.body.includes('#token=[removed]'))).toBe(true);
    expect(JSON.stringify(download)).not.toMatch(/#token=[\w-]{20,}/);
    expect((await call(t.app, 'GET', '/api/guardian-consent', { cookie: learner.cookie })).json()).toMatchObject({ guardian: { name: 'Sipho Mokoena' } });
  });

  it('from their 18th birthday the learner consents for themselves, and the link stops working', async () => {
    const learner = await minor();
    const token = await linkToken(learner.id);
    const saved = clock.now;
    try {
      clock.now = new Date('2028-06-15T08:00:00+02:00');
      const cookie = sessionCookieOf(await login(t.app, { email: learner.input.email, password: learner.input.password }, { ip: freshIp() }));
      expect((await call(t.app, 'GET', '/api/guardian-consent', { cookie })).json()).toMatchObject({ needed: false, sharingAllowed: true });
      expect((await call(t.app, 'GET', `/api/guardian-consent/links/${token}`)).statusCode).toBe(404);
      expect((await submit(cookie)).statusCode).toBe(201);
    } finally {
      clock.now = saved;
    }
  });
});
