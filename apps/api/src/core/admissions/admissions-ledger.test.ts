import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents } from '../../db/schema/admissions.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { users } from '../../db/schema/users.ts';
import { freshIp, registerStudent } from '../../test/http.ts';
import { call } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUsersService } from '../users/users.service.ts';
import { createAdmissionsLedger } from './admissions-ledger.ts';

let t: TestApp;
const ids = { uni: randomUUID(), other: randomUUID(), programme: randomUUID() };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(institutions).values([
    { id: ids.uni, slug: `ledger-${ids.uni}`, name: 'Ledger University', type: 'university', province: 'Gauteng' },
    { id: ids.other, slug: `ledger-${ids.other}`, name: 'Another University', type: 'university', province: 'Gauteng' },
  ]);
  await db.insert(programmes).values({
    id: ids.programme,
    slug: `ledger-p-${ids.programme}`,
    institutionId: ids.uni,
    name: 'BSc Ledgers',
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
  });
});
afterAll(() => t.close());

async function submittedApplication() {
  const { input, cookie } = await registerStudent(t.app, {}, freshIp());
  const [learner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  const response = await call(t.app, 'POST', '/api/applications/submit', {
    cookie,
    payload: { clientId: randomUUID(), grade12Results: 'Mathematics 70%', institutionId: ids.uni, programId: ids.programme },
  });
  expect(response.statusCode).toBe(201);
  return { learnerId: learner!.id, applicationId: response.json<{ id: string }>().id };
}

const ledger = () => createAdmissionsLedger({ db: t.database.db, clock: () => new Date() });
const decide = (applicationId: string, to: 'under-review' | 'approved' | 'rejected' | 'resubmission-required', institutionId = ids.uni) =>
  t.database.db.transaction((tx) => ledger().decide(tx, { applicationId, institutionId, to, actor: 'institution', actorId: null, reasonCode: null }));

describe('the admissions ledger', () => {
  it('starts the log with the submission and records each decision with the status, in one transaction', async () => {
    const { applicationId, learnerId } = await submittedApplication();
    await decide(applicationId, 'under-review');
    await decide(applicationId, 'approved');
    const events = await ledger().eventsOf(applicationId);
    expect(events.map((event) => [event.type, event.fromStatus, event.toStatus])).toEqual([
      ['submitted', 'draft', 'submitted'],
      ['status-changed', 'submitted', 'under-review'],
      ['status-changed', 'under-review', 'approved'],
    ]);
    expect(events[0]).toMatchObject({ actor: 'learner', actorId: learnerId, institutionId: ids.uni });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.status).toBe('approved');
  });

  it('refuses a move the status does not allow, and another institution’s application, writing nothing', async () => {
    const { applicationId } = await submittedApplication();
    await decide(applicationId, 'rejected');
    await expect(decide(applicationId, 'approved')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(decide(applicationId, 'under-review', ids.other)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await ledger().eventsOf(applicationId)).toHaveLength(2);
  });

  it('never lets the log be changed or deleted, but erases it with the learner’s account', async () => {
    const { applicationId, learnerId } = await submittedApplication();
    await expect(t.database.db.update(applicationEvents).set({ note: 'changed' }).where(eq(applicationEvents.applicationId, applicationId))).rejects.toThrow();
    await expect(t.database.db.delete(applicationEvents).where(eq(applicationEvents.applicationId, applicationId))).rejects.toThrow();
    await createUsersService(t.database.db).remove(learnerId);
    const left = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    expect(left[0]?.n).toBe(0);
  });

  it('reads an institution’s events after a cursor, oldest first, and no other institution’s', async () => {
    const first = await submittedApplication();
    const [start] = await ledger().eventsOf(first.applicationId);
    const second = await submittedApplication();
    await decide(second.applicationId, 'resubmission-required');
    const since = await ledger().eventsSince(ids.uni, start!.seq, 100);
    expect(since.map((event) => [event.applicationId, event.type])).toEqual([
      [second.applicationId, 'submitted'],
      [second.applicationId, 'status-changed'],
    ]);
    expect(await ledger().eventsSince(ids.other, 0, 100)).toEqual([]);
  });
});
