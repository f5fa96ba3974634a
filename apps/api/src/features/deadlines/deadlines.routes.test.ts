import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema, deadlineListSchema } from '@kusasa/domain/schemas/deadlines';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { nsfasCycles } from '../../db/schema/funding.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { freshIp, login, sessionCookieOf, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// A learner's deadlines (issue 30): their own applications' dates, NSFAS windows, nearest first in
// SA time; closed dates with the honest way on; and the private ICS feed (RFC 5545, revocable).

// 23:59 on 29 September in Johannesburg (UTC+2).
const clock = testClock('2026-09-29T21:59:00Z');
let t: TestApp;
let learner: Awaited<ReturnType<typeof signedInAs>>;
let other: Awaited<ReturnType<typeof signedInAs>>;
const ids = { commas: randomUUID(), own: randomUUID(), alt: randomUUID(), tvet: randomUUID(), otherUni: randomUUID() };
const prog = { eng: randomUUID(), own: randomUUID(), altEng: randomUUID(), otherProg: randomUUID() };
const LONG_PROGRAMME = 'Bachelor of Science in Engineering (Electrical and Electronic, with Computer Engineering option)';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
  const { db } = t.database;
  const uni = (id: string, name: string, type = 'university') => ({ id, slug: `dl-${id}`, name, type, province: 'Gauteng' });
  await db
    .insert(institutions)
    .values([
      uni(ids.commas, 'University of Commas, Semicolons; and Lines'),
      uni(ids.own, 'Own Dates University'),
      uni(ids.alt, 'Still Open University'),
      uni(ids.tvet, 'Later Intake TVET College', 'tvet'),
      uni(ids.otherUni, 'Somebody Else University'),
    ]);
  const programme = (id: string, institutionId: string, name: string, extra: Record<string, unknown> = {}) => ({
    id,
    slug: `dl-p-${id}`,
    institutionId,
    name,
    faculty: 'Engineering',
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
    ...extra,
  });
  await db.insert(programmes).values([
    programme(prog.eng, ids.commas, LONG_PROGRAMME),
    programme(prog.own, ids.own, 'BA Own Date', {
      faculty: 'Humanities',
      closesOn: '2026-11-30',
      sourceTitle: 'Own Dates prospectus 2027',
      sourceUrl: 'https://own.example/prospectus',
      checkedOn: '2026-09-01',
    }),
    programme(prog.altEng, ids.alt, 'BEng Civil', { closesOn: '2026-12-15' }),
    programme(prog.otherProg, ids.otherUni, 'Secret Other Programme', { faculty: 'Commerce', closesOn: '2026-10-20' }),
  ]);
  await db.insert(institutionIntakes).values([
    { institutionId: ids.commas, year: 2025, name: 'Old', closesOn: '2025-09-30' },
    {
      institutionId: ids.commas,
      year: 2027,
      name: 'First semester 2027',
      opensOn: '2026-04-01',
      closesOn: '2026-09-30',
      lateClosesOn: '2026-10-15',
      lateRules: 'Late applications, with a R100 fee, for programmes with space',
      sourceTitle: 'Admissions, 2027',
      sourceUrl: 'https://commas.example/apply',
      checkedOn: '2026-08-20',
    },
    { institutionId: ids.tvet, year: 2027, name: 'Trimester 2, 2027', opensOn: '2026-10-01', closesOn: '2027-01-20' },
  ]);
  await db.insert(nsfasCycles).values({
    fundingYear: 2027,
    opensOn: '2026-10-01',
    closesOn: '2026-11-15',
    appealDays: 30,
    sourceTitle: 'NSFAS opens 2027 applications',
    sourceUrl: 'https://www.nsfas.org.za/content/media-statements.html',
    checkedOn: '2026-09-20',
  });
  learner = await signedInAs(t, 'student');
  other = await signedInAs(t, 'student');
  const now = new Date();
  const apply = (userId: string, institutionId: string, programId: string, status: string) => ({
    userId,
    institutionId,
    programId,
    status,
    createdAt: now,
    updatedAt: now,
  });
  await db
    .insert(applications)
    .values([
      apply(learner.id, ids.commas, prog.eng, 'draft'),
      apply(learner.id, ids.own, prog.own, 'submitted'),
      apply(learner.id, ids.alt, prog.altEng, 'withdrawn'),
      apply(other.id, ids.otherUni, prog.otherProg, 'draft'),
    ]);
});
afterAll(() => t.close());

const list = async (cookie = learner.cookie) => {
  const response = await call(t.app, 'GET', '/api/deadlines', { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return deadlineListSchema.parse(response.json());
};
const makeFeed = async (cookie = learner.cookie) => {
  const response = await call(t.app, 'POST', '/api/deadlines/calendar', { cookie });
  expect(response.statusCode, response.body).toBe(201);
  return calendarFeedSchema.parse(response.json());
};
const feedPath = (url: string | null) => new URL(url!).pathname;
/** Moves the clock; a jump of weeks ends sessions, so both learners sign in again. */
async function moveTo(iso: string) {
  clock.now = new Date(iso);
  for (const account of [learner, other]) {
    account.cookie = sessionCookieOf(await login(t.app, { email: account.email, password: account.password }, { ip: freshIp() }));
  }
}

describe('deadlines', () => {
  it('is the learner’s own: 401 signed out, 403 for other accounts', async () => {
    expect((await call(t.app, 'GET', '/api/deadlines')).statusCode).toBe(401);
    const sponsor = await signedInAs(t, 'sponsor');
    expect((await call(t.app, 'GET', '/api/deadlines', { cookie: sponsor.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/deadlines/calendar', { cookie: sponsor.cookie })).statusCode).toBe(403);
  });

  it('lists open applications’ dates and the NSFAS window nearest first, with what is left and the source', async () => {
    const { today, deadlines } = await list();
    expect(today).toBe('2026-09-29');
    expect(deadlines.map((d) => [d.kind, d.date, d.daysLeft, d.status])).toEqual([
      ['application-closes', '2026-09-30', 1, 'upcoming'],
      ['nsfas-opens', '2026-10-01', 2, 'upcoming'],
      ['late-closes', '2026-10-15', 16, 'upcoming'],
      ['nsfas-closes', '2026-11-15', 47, 'upcoming'],
      ['application-closes', '2026-11-30', 62, 'upcoming'],
    ]);
    expect(deadlines[0]).toMatchObject({
      toDo: 'Submit your draft',
      link: '/apply',
      institution: { id: ids.commas },
      programme: { id: prog.eng, name: LONG_PROGRAMME },
      source: { title: 'Admissions, 2027', url: 'https://commas.example/apply', checkedOn: '2026-08-20' },
      afterClosing: null,
    });
    expect(deadlines[4]).toMatchObject({ toDo: 'Upload your Grade 12 results', source: { title: 'Own Dates prospectus 2027' } });
    expect(deadlines[3]).toMatchObject({ toDo: 'Apply on myNSFAS', link: '/funding', source: { checkedOn: '2026-09-20' } });
    // Another learner's draft and the withdrawn application are not among them.
    expect(JSON.stringify(deadlines)).not.toMatch(/Somebody Else|Still Open/);
  });

  it('turns the day at midnight South African time', async () => {
    clock.now = new Date('2026-09-29T22:00:00Z');
    const [first] = (await list()).deadlines;
    expect(first).toMatchObject({ kind: 'application-closes', daysLeft: 0, status: 'today' });
  });

  it('after the closing date: closed, late applications until the late date, then other institutions and TVET intakes', async () => {
    await moveTo('2026-10-01T06:00:00Z');
    let deadlines = (await list()).deadlines;
    const closed = deadlines.find((d) => d.kind === 'application-closes' && d.institution?.id === ids.commas)!;
    expect(closed).toMatchObject({ status: 'closed', daysLeft: -1, toDo: 'Submit as a late application' });
    expect(closed.afterClosing).toEqual({
      lateUntil: '2026-10-15',
      lateRules: 'Late applications, with a R100 fee, for programmes with space',
      openElsewhere: [],
      tvetIntakes: [],
    });
    // Upcoming first, then the recently closed.
    expect(deadlines.at(-1)!.id).toBe(closed.id);

    await moveTo('2026-10-16T06:00:00Z');
    deadlines = (await list()).deadlines;
    const late = deadlines.find((d) => d.kind === 'late-closes')!;
    expect(late.status).toBe('closed');
    expect(late.afterClosing).toMatchObject({
      lateUntil: null,
      openElsewhere: [{ institutionName: 'Still Open University', what: 'BEng Civil', closesOn: '2026-12-15', link: `/institutions/dl-${ids.alt}` }],
      tvetIntakes: [{ institutionName: 'Later Intake TVET College', what: 'Trimester 2, 2027', closesOn: '2027-01-20' }],
    });
    // Closed ones go on the list for 30 days only.
    await moveTo('2026-11-20T06:00:00Z');
    expect((await list()).deadlines.map((d) => d.kind)).toEqual(['application-closes', 'nsfas-closes']);
    await moveTo('2026-09-29T21:59:00Z');
  });
});

describe('the calendar feed', () => {
  it('is an RFC 5545 calendar: CRLF, folded at 75 octets, escaped text, one all-day event per deadline', async () => {
    const feed = await makeFeed();
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await call(t.app, 'GET', feedPath(feed.url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body;
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = body.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kusasa//Deadlines//EN']);
    expect(unfolded).toContain('X-WR-CALNAME:Kusasa deadlines');
    expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(5);
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20260930');
    expect(unfolded).toContain(`SUMMARY:University of Commas\\, Semicolons\\; and Lines closes: ${LONG_PROGRAMME.replace(/,/g, '\\,')}`);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(unfolded.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:To do: Submit your draft\\nSource: Admissions\\, 2027/);
    expect(unfolded).toContain('URL:http://localhost:3000/apply');
    expect(unfolded.slice(-2)).toEqual(['END:VCALENDAR', '']);
  });

  it('keeps each deadline’s UID from one read to the next, and holds only its learner’s dates', async () => {
    const feed = await makeFeed();
    const uids = async () => (await call(t.app, 'GET', feedPath(feed.url))).body.replace(/\r\n /g, '').match(/^UID:.*$/gm);
    const first = await uids();
    clock.advance(3 * 60_000);
    expect(await uids()).toEqual(first);
    expect(first).toContain(`UID:application-closes:${(await list()).deadlines[0]!.id.split(':')[1]}@localhost`);

    const theirs = await makeFeed(other.cookie);
    const theirBody = (await call(t.app, 'GET', feedPath(theirs.url))).body;
    const mine = (await call(t.app, 'GET', feedPath(feed.url))).body;
    expect(theirBody).toContain('Somebody Else University');
    expect(theirBody).not.toContain('Commas');
    expect(mine).not.toContain('Somebody Else');
  });

  it('shows only that a feed exists; a new address revokes the old; revoking stops it; unknown tokens 404', async () => {
    const firstFeed = await makeFeed();
    const status = calendarFeedSchema.parse((await call(t.app, 'GET', '/api/deadlines/calendar', { cookie: learner.cookie })).json());
    expect(status).toEqual({ url: null, createdAt: firstFeed.createdAt });
    const second = await makeFeed();
    expect((await call(t.app, 'GET', feedPath(firstFeed.url))).statusCode).toBe(404);
    expect((await call(t.app, 'GET', feedPath(second.url))).statusCode).toBe(200);

    const revoked = await call(t.app, 'DELETE', '/api/deadlines/calendar', { cookie: learner.cookie });
    expect(revoked.json()).toEqual({ url: null, createdAt: null });
    expect((await call(t.app, 'GET', feedPath(second.url))).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/deadlines/calendar', { cookie: learner.cookie })).json()).toEqual({ url: null, createdAt: null });
    expect((await call(t.app, 'GET', `/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/calendar/not-a-token.ics')).statusCode).toBe(404);
  });
});
