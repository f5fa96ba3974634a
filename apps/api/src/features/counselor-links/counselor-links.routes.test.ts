import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNSELOR_NOT_APPROVED } from '@kusasa/domain/counselor-texts';
import { COUNSELOR_LINK_WORDING } from '@kusasa/domain/rules/counselor-links';
import { counselorInvitations, counselorLinkEvents, counselorLinks } from '../../db/schema/counselors.ts';
import { outbox } from '../../db/schema/mail.ts';
import { freshIp, login, sessionCookieOf, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { counselorWithCode, invite, learnerLinks, linkByCode, terms } from './counselor-links.test-support.ts';

// A learner links to a counselor by code or by accepting an invitation, under the wording they
// read, until a day they choose; changes and revocation hold at once and are logged (issue 29).

const clock = testClock('2026-03-01T08:00:00Z'); // 10:00 in South Africa: today is 2026-03-01
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock.now });
});
afterAll(() => t.close());

const eventsOf = (linkId: string) =>
  t.database.db.select().from(counselorLinkEvents).where(eq(counselorLinkEvents.linkId, linkId)).orderBy(asc(counselorLinkEvents.seq));
const linkRow = async (linkId: string) => (await t.database.db.select().from(counselorLinks).where(eq(counselorLinks.id, linkId)))[0];
const lastMailTo = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt)).limit(1))[0];
const change = (cookie: string, linkId: string, body: unknown) => call(t.app, 'PUT', `/api/counselor-links/${linkId}`, { cookie, payload: body });
const revoke = (cookie: string, linkId: string) => call(t.app, 'DELETE', `/api/counselor-links/${linkId}`, { cookie });
const accept = (cookie: string, invitationId: string, body: unknown) =>
  call(t.app, 'POST', `/api/counselor-links/invitations/${invitationId}/accept`, { cookie, payload: body });
const declineInvitation = (cookie: string, invitationId: string) => call(t.app, 'POST', `/api/counselor-links/invitations/${invitationId}/decline`, { cookie });

describe('linking by code', () => {
  it('links to an approved counselor with the wording and end date, logged, and lists it with the counselor', async () => {
    const learner = await signedInAs(t, 'student');
    const counselor = await counselorWithCode(t);
    const empty = await learnerLinks(t, learner.cookie);
    expect(empty).toEqual({ links: [], invitations: [], notes: [], wording: COUNSELOR_LINK_WORDING, defaultEndsOn: '2026-12-31' });

    // The code is normalised: spaces and lower case are fine.
    const linked = await linkByCode(t, learner.cookie, ` ${counselor.code.toLowerCase()} `, terms('2026-12-31', ['journey', 'marks']));
    expect(linked.statusCode, linked.body).toBe(201);
    const [link] = (await learnerLinks(t, learner.cookie)).links;
    expect(link).toEqual({
      id: expect.any(String) as unknown,
      counselor: { name: 'Test Person', school: { emisNumber: '700400393', schoolName: 'Soweto High School' } },
      scopes: ['journey', 'marks'],
      endsOn: '2026-12-31',
      current: true,
      createdAt: clock.now.toISOString(),
    });
    expect(await linkRow(link!.id)).toMatchObject({
      counselorId: counselor.id,
      learnerId: learner.id,
      version: COUNSELOR_LINK_WORDING.version,
      wording: COUNSELOR_LINK_WORDING.text,
      revokedAt: null,
    });
    expect(await eventsOf(link!.id)).toMatchObject([
      {
        type: 'given',
        details: {
          scopes: ['journey', 'marks'],
          endsOn: '2026-12-31',
          version: COUNSELOR_LINK_WORDING.version,
          wording: COUNSELOR_LINK_WORDING.text,
          via: 'code',
        },
      },
    ]);

    // Twice with the same counselor: 409, one link.
    expect((await linkByCode(t, learner.cookie, counselor.code, terms('2026-06-30'))).statusCode).toBe(409);
    expect((await learnerLinks(t, learner.cookie)).links).toHaveLength(1);
  });

  it('refuses an unknown code, a waiting or declined counselor’s code (404), a stale wording (409) and a bad end date (400)', async () => {
    const learner = await signedInAs(t, 'student');
    const counselor = await counselorWithCode(t);
    const waiting = await counselorWithCode(t, null);
    const declined = await counselorWithCode(t, 'declined');
    expect((await linkByCode(t, learner.cookie, 'KC-ZZZZZZ', terms('2026-12-31'))).statusCode).toBe(404);
    expect((await linkByCode(t, learner.cookie, waiting.code, terms('2026-12-31'))).statusCode).toBe(404);
    expect((await linkByCode(t, learner.cookie, declined.code, terms('2026-12-31'))).statusCode).toBe(404);
    expect((await linkByCode(t, learner.cookie, 'KC-0OIL11', terms('2026-12-31'))).statusCode).toBe(400);

    expect((await linkByCode(t, learner.cookie, counselor.code, terms('2026-12-31', ['journey'], 'counselor-link-2020-01'))).statusCode).toBe(409);
    const past = await linkByCode(t, learner.cookie, counselor.code, terms('2026-02-28'));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { endsOn: expect.any(String) as unknown } } });
    // 400 days on is the last day allowed.
    const tooLate = await linkByCode(t, learner.cookie, counselor.code, terms('2027-04-06'));
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toMatchObject({ error: { fields: { endsOn: expect.any(String) as unknown } } });
    expect((await linkByCode(t, learner.cookie, counselor.code, terms('2026-03-01', []))).statusCode).toBe(400);
    expect((await learnerLinks(t, learner.cookie)).links).toEqual([]);

    expect((await linkByCode(t, learner.cookie, counselor.code, terms('2027-04-05'))).statusCode).toBe(201);
  });
});

describe('changing and revoking', () => {
  it('changes the scopes and end date under today’s wording, logged; revokes at once; another learner’s link is 404', async () => {
    const learner = await signedInAs(t, 'student');
    const other = await signedInAs(t, 'student');
    const counselor = await counselorWithCode(t);
    await linkByCode(t, learner.cookie, counselor.code, terms('2026-12-31'));
    const [link] = (await learnerLinks(t, learner.cookie)).links;
    const linkId = link!.id;

    // Another learner cannot see, change or revoke it.
    expect((await change(other.cookie, linkId, terms('2026-06-30', ['funding']))).statusCode).toBe(404);
    expect((await revoke(other.cookie, linkId)).statusCode).toBe(404);
    expect((await change(learner.cookie, randomUUID(), terms('2026-06-30'))).statusCode).toBe(404);
    expect((await learnerLinks(t, other.cookie)).links).toEqual([]);

    expect((await change(learner.cookie, linkId, terms('2026-06-30', ['funding'], 'old'))).statusCode).toBe(409);
    expect((await change(learner.cookie, linkId, terms('2020-01-01', ['funding']))).statusCode).toBe(400);
    const changed = await change(learner.cookie, linkId, terms('2026-06-30', ['funding', 'documents']));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ links: [{ id: linkId, scopes: ['funding', 'documents'], endsOn: '2026-06-30', current: true }] });
    expect((await eventsOf(linkId)).map((event) => event.type)).toEqual(['given', 'changed']);
    expect((await eventsOf(linkId))[1]?.details).toMatchObject({
      scopes: ['funding', 'documents'],
      endsOn: '2026-06-30',
      version: COUNSELOR_LINK_WORDING.version,
      from: { scopes: ['journey', 'applications'], endsOn: '2026-12-31' },
    });

    const revoked = await revoke(learner.cookie, linkId);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ links: [] });
    expect((await linkRow(linkId))?.revokedAt).toEqual(clock.now);
    expect((await eventsOf(linkId)).map((event) => event.type)).toEqual(['given', 'changed', 'revoked']);
    expect((await revoke(learner.cookie, linkId)).statusCode).toBe(404);
    expect((await change(learner.cookie, linkId, terms('2026-06-30'))).statusCode).toBe(404);

    // Linking again after revoking is a new link.
    expect((await linkByCode(t, learner.cookie, counselor.code, terms('2026-12-31'))).statusCode).toBe(201);
    expect((await learnerLinks(t, learner.cookie)).links.map((row) => row.id)).not.toContain(linkId);
  });
});

describe('invitations', () => {
  it('mails the invited address; only the account with that email (any case) sees, accepts or declines it', async () => {
    const counselor = await counselorWithCode(t);
    const learner = await signedInAs(t, 'student');
    const stranger = await signedInAs(t, 'student');
    const invited = await invite(t, counselor.cookie, learner.email.toUpperCase());
    expect(invited.statusCode, invited.body).toBe(201);
    const invitationId = invited.json<{ invitation: { id: string } }>().invitation.id;
    expect(invited.json()).toMatchObject({ invitation: { id: invitationId, email: learner.email.toUpperCase(), acceptedAt: null } });
    const mail = await lastMailTo(learner.email.toUpperCase());
    expect(mail?.textBody).toContain('http://localhost:3000/counselor');
    expect(mail?.textBody).toContain('Soweto High School');

    // Invited again before answering: the same invitation, mailed again.
    const again = await invite(t, counselor.cookie, learner.email);
    expect(again.json<{ invitation: { id: string } }>().invitation.id).toBe(invitationId);

    expect((await learnerLinks(t, stranger.cookie)).invitations).toEqual([]);
    expect((await learnerLinks(t, learner.cookie)).invitations).toEqual([
      {
        id: invitationId,
        counselor: { name: 'Test Person', school: { emisNumber: '700400393', schoolName: 'Soweto High School' } },
        createdAt: clock.now.toISOString(),
      },
    ]);
    expect((await accept(stranger.cookie, invitationId, terms('2026-12-31'))).statusCode).toBe(404);
    expect((await declineInvitation(stranger.cookie, invitationId)).statusCode).toBe(404);
    expect((await accept(learner.cookie, randomUUID(), terms('2026-12-31'))).statusCode).toBe(404);
    expect((await accept(learner.cookie, invitationId, terms('2026-12-31', ['marks'], 'old'))).statusCode).toBe(409);

    const accepted = await accept(learner.cookie, invitationId, terms('2026-12-31', ['marks']));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ invitations: [], links: [{ scopes: ['marks'], current: true, counselor: { name: 'Test Person' } }] });
    const linkId = accepted.json<{ links: { id: string }[] }>().links[0]!.id;
    expect(await eventsOf(linkId)).toMatchObject([{ type: 'given', details: { via: 'invitation', invitationId } }]);
    expect((await t.database.db.select().from(counselorInvitations).where(eq(counselorInvitations.id, invitationId)))[0]?.acceptedAt).toEqual(clock.now);
    expect((await accept(learner.cookie, invitationId, terms('2026-12-31'))).statusCode).toBe(404);
    expect((await learnerLinks(t, stranger.cookie)).links).toEqual([]);
  });

  it('a declined invitation is gone; a waiting counselor cannot invite (403) and their earlier invitation is not shown', async () => {
    const counselor = await counselorWithCode(t);
    const learner = await signedInAs(t, 'student');
    const invitationId = (await invite(t, counselor.cookie, learner.email)).json<{ invitation: { id: string } }>().invitation.id;
    const declined = await declineInvitation(learner.cookie, invitationId);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ invitations: [], links: [] });
    expect((await accept(learner.cookie, invitationId, terms('2026-12-31'))).statusCode).toBe(404);

    const waiting = await counselorWithCode(t, null);
    const refused = await invite(t, waiting.cookie, learner.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: COUNSELOR_NOT_APPROVED, error: { code: 'FORBIDDEN' } });
    await t.database.db.insert(counselorInvitations).values({ counselorId: waiting.id, email: learner.email, createdAt: clock.now });
    const [early] = await t.database.db.select().from(counselorInvitations).where(eq(counselorInvitations.counselorId, waiting.id));
    expect((await learnerLinks(t, learner.cookie)).invitations).toEqual([]);
    expect((await accept(learner.cookie, early!.id, terms('2026-12-31'))).statusCode).toBe(404);

    // Learners cannot invite; counselors cannot link.
    expect((await invite(t, learner.cookie, 'someone@example.com')).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/counselor-links', { cookie: counselor.cookie })).statusCode).toBe(403);
    expect((await invite(t, counselor.cookie, 'not-an-email')).statusCode).toBe(400);
  });

  it('allows at most 50 invitations a day from one counselor', async () => {
    const counselor = await counselorWithCode(t);
    for (let i = 0; i < 50; i++) expect((await invite(t, counselor.cookie, `learner${i}@example.com`)).statusCode).toBe(201);
    const refused = await invite(t, counselor.cookie, 'one-more@example.com');
    expect(refused.statusCode).toBe(429);
    expect(await t.database.db.select().from(counselorInvitations).where(eq(counselorInvitations.email, 'one-more@example.com'))).toHaveLength(0);
  }, 60_000);
});

describe('end dates', () => {
  it('a link past its end date is no longer current, is listed as such, can be extended or replaced', async () => {
    const learner = await signedInAs(t, 'student');
    const counselor = await counselorWithCode(t);
    await linkByCode(t, learner.cookie, counselor.code, terms('2026-03-02'));
    const [link] = (await learnerLinks(t, learner.cookie)).links;
    expect(link?.current).toBe(true);

    const start = clock.now;
    try {
      // 2026-03-03 in South Africa from 22:00 UTC on the 2nd; sessions may have expired: sign in again.
      clock.now = new Date('2026-03-02T21:59:00Z');
      const cookie = sessionCookieOf(await login(t.app, { email: learner.email, password: learner.password }, { ip: freshIp() }));
      expect((await learnerLinks(t, cookie)).links).toMatchObject([{ id: link!.id, current: true }]);
      clock.now = new Date('2026-03-02T22:00:00Z');
      expect((await learnerLinks(t, cookie)).links).toMatchObject([{ id: link!.id, current: false }]);

      // Linking again with the same counselor closes the old link and starts a new one.
      const again = await linkByCode(t, cookie, counselor.code, terms('2026-12-31'));
      expect(again.statusCode, again.body).toBe(201);
      const links = (await learnerLinks(t, cookie)).links;
      expect(links).toMatchObject([{ endsOn: '2026-12-31', current: true }]);
      expect((await eventsOf(link!.id)).map((event) => event.type)).toEqual(['given', 'superseded']);
      expect((await linkRow(link!.id))?.revokedAt).not.toBeNull();
    } finally {
      clock.now = start;
    }
  });
});
