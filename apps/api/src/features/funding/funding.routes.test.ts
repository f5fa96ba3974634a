import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundingTimelineSchema } from '@kusasa/domain/schemas/funding/common';
import { fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { fundingConsents, fundingEvents } from '../../db/schema/funding.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { answerAll, consent, LIKELY_STEPS, readiness, uploadFundingDocument } from './funding.test-support.ts';

// The learner's funding readiness (issue 28): the questionnaire step by step, the outcome with the
// rule version, the checklist's documents, the NSFAS reference and status, and the consents.

const now = new Date('2026-11-29T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());

const viewOf = (response: { json(): unknown }) => fundingReadinessSchema.parse(response.json());
const fieldsOf = (response: { json<T>(): T }) => response.json<{ error: { fields: Record<string, string> } }>().error.fields;

describe('the questionnaire', () => {
  it('saves each step, assesses once complete with the rule version, and puts the outcome on the timeline', async () => {
    const learner = await signedInAs(t, 'student');
    const first = await call(t.app, 'PUT', '/api/funding/answers/citizenship', { cookie: learner.cookie, payload: LIKELY_STEPS.citizenship });
    expect(first.json()).toMatchObject({ answeredSteps: ['citizenship'], assessment: null, checklist: [] });

    const view = await answerAll(t, learner.cookie);
    expect(view.answeredSteps).toHaveLength(5);
    expect(view.assessment).toMatchObject({ outcome: 'likely', ruleVersion: 'nsfas-2026.1' });
    expect(view.assessment!.reasons.map((reason) => reason.code)).toContain('sassa-grant');
    expect(view.checklist.map((line) => line.item)).toEqual(['applicant-id', 'household-ids', 'proof-of-income']);

    // Changing an answer re-assesses: no grant and an income above R350,000 is unlikely.
    await call(t.app, 'PUT', '/api/funding/answers/grant', { cookie: learner.cookie, payload: { sassaGrant: 'none' } });
    const changed = await call(t.app, 'PUT', '/api/funding/answers/household', {
      cookie: learner.cookie,
      payload: { householdMembers: 3, incomeBand: '350001-to-600000', informalIncome: true },
    });
    expect(viewOf(changed).assessment).toMatchObject({ outcome: 'unlikely' });
    expect(viewOf(changed).checklist.map((line) => line.item)).toContain('informal-income-affidavit');

    const timeline = fundingTimelineSchema.parse((await call(t.app, 'GET', '/api/funding/timeline', { cookie: learner.cookie })).json());
    expect(timeline.events.filter((event) => event.type === 'assessed').map((event) => event.toStatus)).toEqual(['unlikely', 'likely']);
  });

  it('refuses a bad step with the field named and saves nothing', async () => {
    const learner = await signedInAs(t, 'student');
    const bad = await call(t.app, 'PUT', '/api/funding/answers/household', {
      cookie: learner.cookie,
      payload: { householdMembers: 0, incomeBand: 'rich', informalIncome: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(expect.arrayContaining(['householdMembers', 'incomeBand']));
    expect((await readiness(t, learner.cookie)).answers).toEqual({});
    expect((await call(t.app, 'PUT', '/api/funding/answers/unknown', { cookie: learner.cookie, payload: {} })).statusCode).toBe(400);
  });

  it('is a learner’s own: other account types are refused, and no session is 401', async () => {
    expect((await call(t.app, 'GET', '/api/funding')).statusCode).toBe(401);
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await call(t.app, 'GET', '/api/funding', { cookie: sponsor.cookie })).statusCode).toBe(403);
  });
});

describe('the checklist', () => {
  it('links the learner’s own certified copy, flags it stale after three months, and refuses what does not fit', async () => {
    const learner = await signedInAs(t, 'student');
    await answerAll(t, learner.cookie);
    const documentId = await uploadFundingDocument(t, learner.cookie);
    const linked = await call(t.app, 'PUT', '/api/funding/checklist/proof-of-income', {
      cookie: learner.cookie,
      payload: { documentId, certifiedOn: '2026-08-29' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const line = viewOf(linked).checklist.find((entry) => entry.item === 'proof-of-income');
    expect(line!.document).toMatchObject({ id: documentId, certifiedOn: '2026-08-29', validUntil: '2026-11-29', stale: false });

    // Certified a day earlier, the copy's three months ended yesterday.
    await call(t.app, 'PUT', '/api/funding/checklist/applicant-id', { cookie: learner.cookie, payload: { documentId, certifiedOn: '2026-08-28' } });
    const later = await readiness(t, learner.cookie);
    expect(later.checklist.find((entry) => entry.item === 'applicant-id')!.document).toMatchObject({ validUntil: '2026-11-28', stale: true });
    expect(later.checklistComplete).toBe(false);

    const future = await call(t.app, 'PUT', '/api/funding/checklist/applicant-id', {
      cookie: learner.cookie,
      payload: { documentId, certifiedOn: '2026-12-01' },
    });
    expect(future.statusCode).toBe(400);
    expect(fieldsOf(future)).toHaveProperty('certifiedOn');
    const notOnList = await call(t.app, 'PUT', '/api/funding/checklist/divorce-decree', {
      cookie: learner.cookie,
      payload: { documentId, certifiedOn: '2026-11-01' },
    });
    expect(notOnList.statusCode).toBe(409);

    const other = await signedInAs(t, 'student');
    await answerAll(t, other.cookie);
    const theirs = await call(t.app, 'PUT', '/api/funding/checklist/applicant-id', {
      cookie: other.cookie,
      payload: { documentId, certifiedOn: '2026-11-01' },
    });
    expect(theirs.statusCode).toBe(404);

    await call(t.app, 'DELETE', '/api/funding/checklist/proof-of-income', { cookie: learner.cookie });
    const removed = await call(t.app, 'DELETE', '/api/funding/checklist/applicant-id', { cookie: learner.cookie });
    expect(viewOf(removed).checklist.every((entry) => entry.document === null)).toBe(true);
  });

  it('does not count NSFAS papers against the plan’s document cap', async () => {
    const learner = await signedInAs(t, 'student');
    for (let i = 0; i < 6; i += 1) await uploadFundingDocument(t, learner.cookie);
    const list = await call(t.app, 'GET', '/api/documents', { cookie: learner.cookie });
    expect(list.json<{ documents: unknown[] }>().documents).toHaveLength(6);
  });
});

describe('NSFAS reference, status and consents', () => {
  it('records the reference and the myNSFAS status as the learner’s, each on the timeline', async () => {
    const learner = await signedInAs(t, 'student');
    const saved = await call(t.app, 'PUT', '/api/funding/nsfas', { cookie: learner.cookie, payload: { reference: 'NSF-2027-0042', status: 'evaluation' } });
    expect(viewOf(saved).nsfas).toMatchObject({ reference: 'NSF-2027-0042', status: 'evaluation', statusSetBy: 'learner' });
    const bad = await call(t.app, 'PUT', '/api/funding/nsfas', { cookie: learner.cookie, payload: { reference: 'no spaces!', status: 'evaluation' } });
    expect(bad.statusCode).toBe(400);
    const events = await t.database.db.select().from(fundingEvents).where(eq(fundingEvents.userId, learner.id));
    expect(events.map((event) => event.type).sort()).toEqual(['reference-recorded', 'status-changed']);
  });

  it('records the wording agreed to, refuses an old version, and withdraws at once', async () => {
    const learner = await signedInAs(t, 'student');
    const stale = await call(t.app, 'PUT', '/api/funding/consents/nsfas', { cookie: learner.cookie, payload: { version: 'funding-nsfas-1999' } });
    expect(stale.statusCode).toBe(409);
    expect(viewOf(await consent(t, learner.cookie, 'nsfas')).consents.nsfas).toMatchObject({ given: true, version: 'funding-nsfas-2026-11' });
    expect((await consent(t, learner.cookie, 'nsfas')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(fundingConsents)
      .where(and(eq(fundingConsents.userId, learner.id), eq(fundingConsents.audience, 'nsfas')));
    expect(row!.wording).toContain('approved NSFAS staff');
    const withdrawn = await call(t.app, 'DELETE', '/api/funding/consents/nsfas', { cookie: learner.cookie });
    expect(viewOf(withdrawn).consents.nsfas).toEqual({ given: false, version: null, givenAt: null });
  });
});
