import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerTimelineSchema } from '@kusasa/domain/schemas/applications/timeline';
import type { DecisionStatus } from '@kusasa/domain/rules/admissions';
import { createAdmissionsLedger } from '../../core/admissions/admissions-ledger.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { outbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { users } from '../../db/schema/users.ts';
import { freshIp, registerStudent } from '../../test/http.ts';
import { call } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The learner's side of an application after submission: the timeline in their words, resubmitting
// what the institution sent back, withdrawing. Another learner's application answers 404.

let t: TestApp;
const ids = { uni: randomUUID(), programme: randomUUID() };

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(institutions)
    .values({ id: ids.uni, slug: `changes-${ids.uni}`, name: 'Changes University', type: 'university', province: 'Gauteng' });
  await t.database.db.insert(programmes).values({
    id: ids.programme,
    slug: `changes-p-${ids.programme}`,
    institutionId: ids.uni,
    name: 'BSc Changes',
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
  });
});
afterAll(() => t.close());

async function learnerWithApplication() {
  const { input, cookie } = await registerStudent(t.app, {}, freshIp());
  const [learner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  const response = await call(t.app, 'POST', '/api/applications/submit', {
    cookie,
    payload: { clientId: randomUUID(), grade12Results: 'Mathematics 70%', institutionId: ids.uni, programId: ids.programme },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: learner!.id, email: input.email, cookie, applicationId: response.json<{ id: string }>().id };
}

const decide = (applicationId: string, to: DecisionStatus, extra: { reasonCode?: string; note?: string } = {}) =>
  t.database.db.transaction((tx) =>
    createAdmissionsLedger({ db: t.database.db, clock: () => new Date() }).decide(tx, {
      applicationId,
      institutionId: ids.uni,
      to,
      actor: 'institution',
      actorId: null,
      ...extra,
    }),
  );
const timeline = async (cookie: string, id: string) => {
  const response = await call(t.app, 'GET', `/api/applications/${id}/timeline`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return learnerTimelineSchema.parse(response.json());
};

describe('the learner timeline', () => {
  it('tells an unsuccessful application in learner words, with the reason and what to do next', async () => {
    const me = await learnerWithApplication();
    await decide(me.applicationId, 'rejected', { reasonCode: 'aps-below-minimum', note: 'Close, but not enough.' });
    const seen = await timeline(me.cookie, me.applicationId);
    expect(seen).toMatchObject({ status: 'rejected', statusLabel: 'Unsuccessful', canResubmit: false, canWithdraw: false });
    expect(seen.decision.reason).toBe('APS below the programme minimum');
    expect(seen.events.map((event) => event.title)).toEqual(['Application submitted', 'Unsuccessful']);
    expect(seen.events[1]?.nextStep).toMatch(/lower minimum/);
    expect(JSON.stringify(seen)).not.toMatch(/Rejected/);
  });

  it("answers 404 for another learner's application", async () => {
    const me = await learnerWithApplication();
    const other = await learnerWithApplication();
    expect((await call(t.app, 'GET', `/api/applications/${other.applicationId}/timeline`, { cookie: me.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/applications/${other.applicationId}/withdraw`, { cookie: me.cookie, payload: {} })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/applications/${other.applicationId}/resubmit`, { cookie: me.cookie, payload: {} })).statusCode).toBe(404);
  });
});

describe('resubmit and withdraw', () => {
  it('resubmits what the institution sent back, once, and tells the learner', async () => {
    const me = await learnerWithApplication();
    const early = await call(t.app, 'POST', `/api/applications/${me.applicationId}/resubmit`, { cookie: me.cookie, payload: {} });
    expect(early.statusCode).toBe(409);
    await decide(me.applicationId, 'resubmission-required', { note: 'Add your Physical Sciences mark.' });
    const sent = await call(t.app, 'POST', `/api/applications/${me.applicationId}/resubmit`, {
      cookie: me.cookie,
      payload: { grade12Results: 'Mathematics 70%\nPhysical Sciences 65%' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(learnerTimelineSchema.parse(sent.json())).toMatchObject({ status: 'submitted', canResubmit: false });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, me.applicationId));
    expect(row).toMatchObject({ status: 'submitted', grade12Results: 'Mathematics 70%\nPhysical Sciences 65%' });
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(notices.map((notice) => notice.title)).toContain('Application resubmitted');
    expect((await t.database.db.select().from(outbox).where(eq(outbox.toAddress, me.email))).some((mail) => mail.subject === 'Application resubmitted')).toBe(
      true,
    );
  });

  it('withdraws an application not yet final, and not twice', async () => {
    const me = await learnerWithApplication();
    const first = await call(t.app, 'POST', `/api/applications/${me.applicationId}/withdraw`, { cookie: me.cookie, payload: {} });
    expect(first.statusCode, first.body).toBe(200);
    expect(learnerTimelineSchema.parse(first.json())).toMatchObject({ status: 'withdrawn', statusLabel: 'Withdrawn', canWithdraw: false });
    expect((await call(t.app, 'POST', `/api/applications/${me.applicationId}/withdraw`, { cookie: me.cookie, payload: {} })).statusCode).toBe(409);
  });
});
