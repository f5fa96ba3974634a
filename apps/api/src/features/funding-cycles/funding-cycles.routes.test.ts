import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nsfasCycleListSchema } from '@kusasa/domain/schemas/funding/common';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { nsfasCycles } from '../../db/schema/funding.ts';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { buildTestAppOn, createTestApp, type TestApp } from '../../test/test-app.ts';
import { cycleState } from './funding-cycles.service.ts';

// NSFAS windows per funding year (issue 28): seeded from nsfas.md at start, read by anyone with
// their state on today's SA date, kept by admins (audited, a bad body changes nothing).

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const publicCycles = async () => {
  const response = await call(t.app, 'GET', '/api/funding/cycles');
  expect(response.statusCode, response.body).toBe(200);
  return nsfasCycleListSchema.parse(response.json()).cycles;
};
const cycleOf = async (year: number) => (await publicCycles()).find((cycle) => cycle.fundingYear === year);
const put = (year: number | string, payload: unknown, cookie = admin.cookie) => call(t.app, 'PUT', `/api/admin/funding/cycles/${year}`, { cookie, payload });
const audited = (action: string) =>
  t.database.db
    .select()
    .from(systemErrorLogs)
    .where(and(eq(systemErrorLogs.action, action), eq(systemErrorLogs.userId, admin.id)));

const window2027 = {
  opensOn: '2026-09-15',
  closesOn: '2026-11-15',
  appealDays: 30,
  sourceTitle: 'NSFAS announces the 2027 application window',
  sourceUrl: 'https://www.nsfas.org.za/content/media-statements.html',
  checkedOn: '2026-03-01',
};

describe('NSFAS cycles', () => {
  it('seeds the known past cycles, newest first, with exactly the dates nsfas.md gives', async () => {
    const cycles = await publicCycles();
    expect(cycles.map((cycle) => cycle.fundingYear)).toEqual([2026, 2025, 2024, 2020, 2019, 2017]);
    expect(cycles.every((cycle) => cycle.appealDays === 30 && cycle.checkedOn === '2026-11-29')).toBe(true);
    expect(cycles.find((cycle) => cycle.fundingYear === 2026)).toMatchObject({
      opensOn: '2025-09-16',
      closesOn: '2025-11-15',
      state: 'closed',
      sourceUrl: 'https://pondolandtimes.co.za/manamela-confirms-2026-nsfas-launch-sets-15-nov-deadline',
    });
    expect(cycles.find((cycle) => cycle.fundingYear === 2025)).toMatchObject({ opensOn: '2024-09-20', closesOn: '2024-12-15' });
    expect(cycles.find((cycle) => cycle.fundingYear === 2024)).toMatchObject({ opensOn: '2023-11-21', closesOn: '2024-01-31' });
    // 2019's closing and 2020's opening were not captured: a cycle without an opening date is not announced.
    expect(cycles.find((cycle) => cycle.fundingYear === 2019)).toMatchObject({ opensOn: '2018-09-03', closesOn: null, state: 'open' });
    expect(cycles.find((cycle) => cycle.fundingYear === 2020)).toMatchObject({ opensOn: null, closesOn: '2019-11-30', state: 'not-announced' });
    expect(cycles.find((cycle) => cycle.fundingYear === 2017)).toMatchObject({ opensOn: '2016-08-01', closesOn: '2016-11-30' });
  });

  it('is for admins to keep: 401 signed out, 403 for other accounts', async () => {
    const student = await signedInAs(t, 'student');
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await call(t.app, 'PUT', '/api/admin/funding/cycles/2027', { payload: window2027 })).statusCode).toBe(401);
    expect((await put(2027, window2027, student.cookie)).statusCode).toBe(403);
    expect((await put(2027, window2027, sponsor.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/funding/cycles')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/funding/cycles', { cookie: student.cookie })).statusCode).toBe(403);
    expect(await cycleOf(2027)).toBeUndefined();
  });

  it('refuses a bad body or year with 400 and changes nothing', async () => {
    for (const [year, body] of [
      [2026, { ...window2027, closesOn: '2026-09-01' }],
      [2026, { ...window2027, opensOn: null }],
      [2026, { ...window2027, sourceUrl: 'not a url' }],
      [2026, { ...window2027, appealDays: 0 }],
      [2026, { ...window2027, opensOn: '15 September 2026' }],
      ['next', window2027],
      [1999, window2027],
    ] as const) {
      const response = await put(year, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    expect(await cycleOf(2026)).toMatchObject({ opensOn: '2025-09-16', closesOn: '2025-11-15' });
    expect(await audited('NSFAS_CYCLE_UPDATED')).toHaveLength(0);
  });

  it('creates a cycle, then replaces it, stamping who and auditing each in its transaction', async () => {
    const created = await put(2027, window2027);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ cycle: { fundingYear: 2027, ...window2027, state: 'upcoming' } });
    const [row] = await t.database.db.select().from(nsfasCycles).where(eq(nsfasCycles.fundingYear, 2027));
    expect(row?.updatedBy).toBe(admin.id);
    expect(await audited('NSFAS_CYCLE_CREATED')).toHaveLength(1);

    const replaced = await put(2027, { ...window2027, closesOn: '2026-11-30', appealDays: 45 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [update] = await audited('NSFAS_CYCLE_UPDATED');
    expect(update?.details).toMatchObject({
      target_type: 'nsfas_cycle',
      target_id: '2027',
      before: { closesOn: '2026-11-15', appealDays: 30 },
      after: { closesOn: '2026-11-30', appealDays: 45 },
    });
    const adminList = nsfasCycleListSchema.parse((await call(t.app, 'GET', '/api/admin/funding/cycles', { cookie: admin.cookie })).json());
    expect(adminList.cycles[0]).toMatchObject({ fundingYear: 2027, closesOn: '2026-11-30', appealDays: 45 });
    await put(2027, window2027);
  });

  it('is open from the opening day to the closing day inclusive, on the SA calendar', async () => {
    // 2026-09-14 23:59 in South Africa (UTC+2): the day before opening.
    clock.now = new Date('2026-09-14T21:59:00Z');
    expect((await cycleOf(2027))?.state).toBe('upcoming');
    // Midnight in South Africa on the opening day, still 14 September in UTC.
    clock.now = new Date('2026-09-14T22:00:00Z');
    expect((await cycleOf(2027))?.state).toBe('open');
    // The closing day, to its last minute.
    clock.now = new Date('2026-11-15T21:59:00Z');
    expect((await cycleOf(2027))?.state).toBe('open');
    // The day after closing.
    clock.now = new Date('2026-11-15T22:00:00Z');
    expect((await cycleOf(2027))?.state).toBe('closed');
    clock.now = new Date('2026-03-01T08:00:00Z');
  });

  it('leaves an admin’s edit of a seeded cycle alone when the app starts again', async () => {
    const edited = { ...window2027, opensOn: '2025-09-17', closesOn: '2025-11-16', sourceTitle: 'Corrected by an admin' };
    expect((await put(2026, edited)).statusCode).toBe(200);
    const again = await buildTestAppOn(t.database);
    await again.close();
    expect(await cycleOf(2026)).toMatchObject({ opensOn: '2025-09-17', closesOn: '2025-11-16', sourceTitle: 'Corrected by an admin' });
    expect(await publicCycles()).toHaveLength(7);
  });
});

describe('cycleState', () => {
  it('reads a window on a calendar day', () => {
    expect(cycleState({ opensOn: null, closesOn: null }, '2026-01-01')).toBe('not-announced');
    expect(cycleState({ opensOn: null, closesOn: '2026-02-01' }, '2026-01-01')).toBe('not-announced');
    expect(cycleState({ opensOn: '2026-01-02', closesOn: null }, '2026-01-01')).toBe('upcoming');
    expect(cycleState({ opensOn: '2026-01-02', closesOn: null }, '2030-01-01')).toBe('open');
    expect(cycleState({ opensOn: '2026-01-02', closesOn: '2026-01-02' }, '2026-01-02')).toBe('open');
    expect(cycleState({ opensOn: '2026-01-02', closesOn: '2026-01-02' }, '2026-01-03')).toBe('closed');
  });
});
