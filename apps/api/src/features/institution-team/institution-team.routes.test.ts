import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamSchema } from '@kusasa/domain/schemas/institution-workspace/team';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { getSession, mailedToken } from '../../test/http.ts';
import { catalogueInstitution, signedInMember } from '../../test/institution-members.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The lead invites colleagues by a one-time mailed link, revokes invitations and removes
// colleagues (signed out at once); other members read the team; other institutions see none of it.

let t: TestApp;
let institution: { id: string; name: string };
let other: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  institution = await catalogueInstitution(t.database.db, 'Team Test University');
  other = await catalogueInstitution(t.database.db, 'Other Team College');
});
afterAll(() => t.close());

const team = async (cookie: string) => teamSchema.parse((await call(t.app, 'GET', '/api/institution/team', { cookie })).json());
const invite = (cookie: string, payload: unknown) => call(t.app, 'POST', '/api/institution/team/invitations', { cookie, payload });

describe('institution team', () => {
  it('invites by email, and the invitee accepts the link once, signed in with that address', async () => {
    const lead = await signedInMember(t, institution.id);
    const invitee = await signedInAs(t, 'institution');
    const sent = await invite(lead.cookie, { email: invitee.email, role: 'decision-maker' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await invite(lead.cookie, { email: invitee.email.toUpperCase(), role: 'reviewer' })).statusCode).toBe(409);
    expect((await team(lead.cookie)).invitations).toEqual([expect.objectContaining({ email: invitee.email, role: 'decision-maker' })]);
    const token = await mailedToken(t.database.db, invitee.email, '/institutions/join');

    const stranger = await signedInAs(t, 'institution');
    expect((await call(t.app, 'POST', '/api/institution/invitations/accept', { cookie: stranger.cookie, payload: { token } })).statusCode).toBe(404);
    const accepted = await call(t.app, 'POST', '/api/institution/invitations/accept', { cookie: invitee.cookie, payload: { token } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ institutionName: 'Team Test University', role: 'decision-maker' });
    expect((await call(t.app, 'POST', '/api/institution/invitations/accept', { cookie: invitee.cookie, payload: { token } })).statusCode).toBe(409);

    const seen = await team(invitee.cookie);
    expect(seen.canManage).toBe(false);
    expect(seen.members.map((member) => member.role).sort()).toEqual(['decision-maker', 'lead']);
    const audited = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.action, 'INSTITUTION_INVITATION_SENT'), eq(systemErrorLogs.userId, lead.id)));
    expect(audited).toHaveLength(1);
  });

  it('revokes an invitation, whose link then does nothing', async () => {
    const lead = await signedInMember(t, institution.id);
    const invitee = await signedInAs(t, 'institution');
    const sent = (await invite(lead.cookie, { email: invitee.email, role: 'reviewer' })).json<{ id: string }>();
    const token = await mailedToken(t.database.db, invitee.email, '/institutions/join');
    const otherLead = await signedInMember(t, other.id);
    expect((await call(t.app, 'DELETE', `/api/institution/team/invitations/${sent.id}`, { cookie: otherLead.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/institution/team/invitations/${sent.id}`, { cookie: lead.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/institution/invitations/accept', { cookie: invitee.cookie, payload: { token } })).statusCode).toBe(404);
  });

  it('removes a colleague and ends their sessions at once; only the lead manages, only their own team', async () => {
    const lead = await signedInMember(t, institution.id);
    const reviewer = await signedInMember(t, institution.id, 'reviewer');
    const otherLead = await signedInMember(t, other.id);
    expect((await invite(reviewer.cookie, { email: 'someone@example.org', role: 'reviewer' })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/institution/team/members/${lead.id}`, { cookie: reviewer.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/institution/team/members/${reviewer.id}`, { cookie: otherLead.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/institution/team/members/${randomUUID()}`, { cookie: lead.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/institution/team/members/${lead.id}`, { cookie: lead.cookie })).statusCode).toBe(409);

    expect((await getSession(t.app, reviewer.cookie)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/institution/team/members/${reviewer.id}`, { cookie: lead.cookie })).statusCode).toBe(200);
    expect((await getSession(t.app, reviewer.cookie)).statusCode).toBe(401);
  });

  it('refuses bad input with 400, and an account not linked to an institution with 403', async () => {
    const lead = await signedInMember(t, institution.id);
    expect((await invite(lead.cookie, { email: 'not-an-email', role: 'reviewer' })).statusCode).toBe(400);
    expect((await invite(lead.cookie, { email: 'a@example.org', role: 'lead' })).statusCode).toBe(400);
    const waiting = await signedInAs(t, 'institution');
    expect((await call(t.app, 'GET', '/api/institution/team', { cookie: waiting.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/institution/team', { cookie: (await signedInAs(t, 'student')).cookie })).statusCode).toBe(403);
  });
});
