import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxResponseSchema } from '@kusasa/domain/schemas/institution-applications/inbox';
import { INBOX_PAGE_SIZE } from '@kusasa/domain/rules/admissions';
import { users } from '../../db/schema/users.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { colleague, get, institutionWithProgrammes, submitted } from './inbox.test-support.ts';

// The inbox: only the colleague's institution, filters, search, sort, keyset pages, counts, CSV.

let t: TestApp;
let north: Awaited<ReturnType<typeof institutionWithProgrammes>>;
let south: Awaited<ReturnType<typeof institutionWithProgrammes>>;
let lead: { cookie: string };
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8));

beforeAll(async () => {
  t = await createTestApp();
  north = await institutionWithProgrammes(t, 'North Inbox University');
  south = await institutionWithProgrammes(t, 'South Inbox University');
  lead = await colleague(t, north.id, 'lead');
  for (let i = 0; i < 28; i += 1) {
    await submitted(t, {
      institutionId: north.id,
      programId: north.programmes[i % 2]!,
      fullName: `Learner ${String(i).padStart(2, '0')}`,
      apsScore: 15 + i,
      submittedAt: day(1 + (i % 20)),
    });
  }
  await submitted(t, {
    institutionId: north.id,
    programId: north.programmes[0],
    fullName: 'Zanele Approved',
    status: 'approved',
    apsScore: 44,
    submittedAt: day(25),
  });
  await submitted(t, { institutionId: north.id, programId: north.programmes[0], fullName: '=HYPERLINK("http://evil")', submittedAt: day(26) });
  await submitted(t, { institutionId: south.id, programId: south.programmes[0], fullName: 'Someone Elsewhere' });
}, 120_000);
afterAll(() => t.close());

const inbox = async (query = '') => {
  const response = await get(t, lead.cookie, `/api/institution/applications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return inboxResponseSchema.parse(response.json());
};

describe('GET /api/institution/applications', () => {
  it("shows only the colleague's institution, newest first, with counts per status", async () => {
    const page = await inbox();
    expect(page.institutionName).toBe('North Inbox University');
    expect(page.applications).toHaveLength(INBOX_PAGE_SIZE);
    expect(page.applications.some((row) => row.learnerName === 'Someone Elsewhere')).toBe(false);
    expect(page.applications[0]?.learnerName).toBe('=HYPERLINK("http://evil")');
    expect(page.counts).toMatchObject({ submitted: 29, approved: 1, rejected: 0 });
    expect(page.programmes).toHaveLength(2);
    expect(page.canDecide).toBe(true);
  });

  it('pages with the cursor without repeating or skipping a row', async () => {
    const first = await inbox();
    const second = await inbox(`?cursor=${first.nextCursor!}`);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.applications, ...second.applications].map((row) => row.id);
    expect(new Set(ids).size).toBe(30);
    const byName = await inbox('?sort=name');
    const next = await inbox(`?sort=name&cursor=${byName.nextCursor!}`);
    const names = [...byName.applications, ...next.applications].map((row) => row.learnerName ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toHaveLength(30);
    expect((await get(t, lead.cookie, '/api/institution/applications?cursor=garbage')).statusCode).toBe(400);
    // A cursor of the name sort is not a position in the APS sort: 400, never a database error.
    expect((await get(t, lead.cookie, `/api/institution/applications?sort=aps-desc&cursor=${byName.nextCursor!}`)).statusCode).toBe(400);
  });

  it('filters by status, programme, APS band, dates and documents, and searches names and tracking ids', async () => {
    expect((await inbox('?status=approved')).applications.map((row) => row.learnerName)).toEqual(['Zanele Approved']);
    expect((await inbox(`?programmeId=${north.programmes[1]}`)).applications.every((row) => row.programmeId === north.programmes[1])).toBe(true);
    const band = await inbox('?apsBand=20-29');
    expect(band.applications.map((row) => row.apsScore).sort()).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    expect((await inbox('?sort=aps-desc')).applications[0]?.apsScore).toBe(44);
    expect((await inbox('?submittedFrom=2026-11-25&submittedTo=2026-11-26')).applications).toHaveLength(2);
    expect((await inbox('?year=2025')).applications).toHaveLength(0);
    expect((await inbox('?documents=verified')).applications).toHaveLength(0);
    expect((await inbox('?search=learner 0')).applications).toHaveLength(10);
    const someone = (await inbox('?search=zanele')).applications;
    expect(someone).toHaveLength(1);
    expect((await inbox(`?search=${someone[0]!.trackingId!}`)).applications.map((row) => row.id)).toEqual([someone[0]!.id]);
  });

  it('shows which kind of identity check each learner passed (issue 32)', async () => {
    const checkedAt = new Date('2026-11-02T08:00:00Z');
    await t.database.db
      .update(users)
      .set({ idVerified: true, idCheckMethod: 'bureau', idCheckBureau: 'Youverify', idCheckedAt: checkedAt })
      .where(eq(users.fullName, 'Zanele Approved'));
    const [approved] = (await inbox('?status=approved')).applications;
    expect(approved).toMatchObject({
      learnerName: 'Zanele Approved',
      identityCheck: { method: 'bureau', bureau: 'Youverify', checkedAt: checkedAt.toISOString() },
    });
  });

  it('exports the filtered inbox as CSV with formula cells neutralised', async () => {
    const response = await get(t, lead.cookie, '/api/institution/applications.csv?sort=submitted-desc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(/^Tracking ID,Learner,Programme,Status,APS/);
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('refuses an account no admin linked (403), other account types (403) and the signed out (401)', async () => {
    const unlinked = await colleague(t, null);
    const refused = await get(t, unlinked.cookie, '/api/institution/applications');
    expect(refused.statusCode).toBe(403);
    expect((await get(t, unlinked.cookie, '/api/institution/applications.csv')).statusCode).toBe(403);
    const student = await signedInAs(t, 'student');
    expect((await get(t, student.cookie, '/api/institution/applications')).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/institution/applications')).statusCode).toBe(401);
  });
});
