import '../../adapters/document-reader/node20-polyfill.ts';
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { call } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approvedCounselor, linkLearner, namedLearner } from './caseload.test-support.ts';

// What a counselor takes away (issue 29): the caseload as CSV (every linked learner, the parts not
// shared say so, formula cells neutralised) and a learner's one-page PDF summary.

let t: TestApp;
const uni = randomUUID();
const programId = randomUUID();

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(institutions).values({ id: uni, slug: `exports-${uni}`, name: 'Export University', type: 'university', province: 'Gauteng' });
  await db.insert(programmes).values({
    id: programId,
    slug: `exports-p-${programId}`,
    institutionId: uni,
    name: 'BSc Export',
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
    closesOn: '2098-03-01',
  });
});
afterAll(() => t.close());

async function apply(userId: string, status: string) {
  const now = new Date();
  await t.database.db
    .insert(applications)
    .values({ userId, institutionId: uni, programId, status, submittedAt: status === 'draft' ? null : now, createdAt: now, updatedAt: now });
}

describe('GET /api/counselor/caseload.csv', () => {
  it('lists every linked learner with the header, Not shared parts, and formula cells neutralised', async () => {
    const counselor = await approvedCounselor(t);
    const [full, journeyOnly, formula, revoked] = await Promise.all([
      namedLearner(t, 'Thandeka Mokoena'),
      namedLearner(t, 'Sipho Dlamini'),
      namedLearner(t, '=HYPERLINK("http://evil.example","x")'),
      namedLearner(t, 'Gone Learner'),
    ]);
    await linkLearner(t, counselor.id, full.id);
    await linkLearner(t, counselor.id, journeyOnly.id, ['journey']);
    await linkLearner(t, counselor.id, formula.id, ['marks']);
    await linkLearner(t, counselor.id, revoked.id, undefined, new Date());
    await apply(full.id, 'draft');

    const response = await call(t.app, 'GET', '/api/counselor/caseload.csv', { cookie: counselor.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="kusasa-caseload-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = response.body.split('\r\n');
    expect(header).toBe('Name,School,Grade,Next deadline,What,Journey step,Missing documents,Applications,Funding outcome,Link ends on');
    expect(rows).toHaveLength(3);
    // The deadline first, as on the caseload.
    expect(rows[0]).toMatch(/^Thandeka Mokoena,,,2098-03-01,Export University — BSc Export,[^,]+,ID Document; Grade 12 Results,1 draft,,2099-12-31$/);
    const sipho = rows.find((row) => row.startsWith('Sipho'))!.split(',');
    expect(sipho).toEqual(['Sipho Dlamini', '', '', 'Not shared', 'Not shared', expect.any(String), 'Not shared', 'Not shared', 'Not shared', '2099-12-31']);
    expect(sipho[5]).not.toBe('Not shared');
    expect(rows).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",,,Not shared,Not shared,Not shared,Not shared,Not shared,Not shared,2099-12-31`);
    expect(response.body).not.toContain('Gone Learner');
  });

  it('is refused to a learner and answers an empty caseload with the header only', async () => {
    const [counselor, pupil] = await Promise.all([approvedCounselor(t), namedLearner(t)]);
    expect((await call(t.app, 'GET', '/api/counselor/caseload.csv', { cookie: pupil.cookie })).statusCode).toBe(403);
    const empty = await call(t.app, 'GET', '/api/counselor/caseload.csv', { cookie: counselor.cookie });
    expect(empty.body.split('\r\n')).toHaveLength(1);
  });
});

describe('GET /api/counselor/learners/:learnerId/summary.pdf', () => {
  it('is a one-page PDF with the learner, the counselor and school, the shared parts, and Not shared for the rest', async () => {
    const counselor = await approvedCounselor(t, 'Mr Mokoena');
    const pupil = await namedLearner(t, 'Lerato Khumalo');
    await linkLearner(t, counselor.id, pupil.id, ['journey', 'applications']);
    await apply(pupil.id, 'submitted');

    const response = await call(t.app, 'GET', `/api/counselor/learners/${pupil.id}/summary.pdf`, { cookie: counselor.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="kusasa-learner-summary-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const bytes = new Uint8Array(response.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((await getDocumentProxy(bytes.slice())).numPages).toBe(1);
    const { text, totalPages } = await extractText(bytes.slice(), { mergePages: true });
    expect(totalPages).toBe(1);
    for (const part of ['Learner summary', 'Lerato Khumalo', 'Prepared by Mr Mokoena, Soweto High School', 'Next deadline', '1 March 2098']) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/Export University — BSc Export: Submitted \(closes 1 March 2098\)/);
    // documents, marks and funding were not shared
    expect(text.match(/Not shared/g)).toHaveLength(3);
  });

  it('stays one page with many applications', async () => {
    const counselor = await approvedCounselor(t);
    const pupil = await namedLearner(t);
    await linkLearner(t, counselor.id, pupil.id);
    for (let index = 0; index < 25; index += 1) await apply(pupil.id, 'draft');
    const response = await call(t.app, 'GET', `/api/counselor/learners/${pupil.id}/summary.pdf`, { cookie: counselor.cookie });
    expect(response.statusCode).toBe(200);
    const { text, totalPages } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain('and 15 more in Kusasa');
    expect(text).not.toContain('Not shared');
  });

  it('answers 403 like the learner page for a learner without a current link', async () => {
    const [counselor, other] = await Promise.all([approvedCounselor(t), approvedCounselor(t)]);
    const [revoked, theirs] = await Promise.all([namedLearner(t), namedLearner(t)]);
    await linkLearner(t, counselor.id, revoked.id, undefined, new Date());
    await linkLearner(t, other.id, theirs.id);
    for (const id of [revoked.id, theirs.id, randomUUID()]) {
      const refused = await call(t.app, 'GET', `/api/counselor/learners/${id}/summary.pdf`, { cookie: counselor.cookie });
      expect(refused.statusCode, id).toBe(403);
      expect(refused.json()).toMatchObject({ reason: 'COUNSELOR_NOT_LINKED' });
    }
  });
});
