import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNSELOR_LINK_WORDING, type CounselorScope } from '@kusasa/domain/rules/counselor-links';
import type { DecisionStatus } from '@kusasa/domain/rules/admissions';
import { caseloadLearnerSchema, caseloadSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { learnerLinksSchema } from '@kusasa/domain/schemas/counselors/links';
import { createAdmissionsLedger } from '../../core/admissions/admissions-ledger.ts';
import { createThrottleService } from '../../core/throttle/throttle.service.ts';
import { applications } from '../../db/schema/applications.ts';
import { institutions } from '../../db/schema/catalogue.ts';
import { counselorAccountReviews, counselorLinks } from '../../db/schema/counselors.ts';
import { documents } from '../../db/schema/documents.ts';
import { fundingEvents, fundingReadiness } from '../../db/schema/funding.ts';
import { institutionIntakes } from '../../db/schema/intakes.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { programmes } from '../../db/schema/programmes.ts';
import { educationRecords, subjectMarks } from '../../db/schema/student-profile.ts';
import { users } from '../../db/schema/users.ts';
import { usersServiceFor } from '../../test/services.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCaseloadService } from './caseload.service.ts';

// A counselor's caseload (issue 29): approved counselors only, learners with a current link only
// (never linked, revoked and ended alike are 403, whatever the id), only the parts each learner
// shares, notes to the learner or private, the deadline sort and the filters.

let t: TestApp;
const ids = { uni: randomUUID(), early: randomUUID(), late: randomUUID(), intakeOnly: randomUUID() };
const ALL: CounselorScope[] = ['journey', 'documents', 'marks', 'applications', 'funding'];
const thisYear = new Date().getUTCFullYear();
const anyNumber: unknown = expect.any(Number);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(institutions).values({ id: ids.uni, slug: `caseload-${ids.uni}`, name: 'Caseload University', type: 'university', province: 'Gauteng' });
  const programme = (id: string, name: string, closesOn: string | null) => ({
    id,
    slug: `caseload-p-${id}`,
    institutionId: ids.uni,
    name,
    qualificationType: 'degree',
    studyMode: 'full-time',
    apsPackId: 'default',
    subjectMinimums: [],
    closesOn,
  });
  await db
    .insert(programmes)
    .values([
      programme(ids.early, 'BSc Early', '2098-03-01'),
      programme(ids.late, 'BA Late', '2098-09-30'),
      programme(ids.intakeOnly, 'BCom Past', '2001-01-01'),
    ]);
});
afterAll(() => t.close());

async function approvedCounselor() {
  const counselor = await signedInAs(t, 'consultant');
  await t.database.db.insert(counselorAccountReviews).values({ userId: counselor.id, decision: 'approved', decidedAt: new Date() });
  return counselor;
}

async function learner(fullName = `Learner ${randomUUID().slice(0, 6)}`) {
  const account = await signedInAs(t, 'student');
  await t.database.db.update(users).set({ fullName }).where(eq(users.id, account.id));
  return { ...account, fullName };
}

async function link(counselorId: string, learnerId: string, scopes: CounselorScope[] = ALL, changes: { endsOn?: string; revokedAt?: Date } = {}) {
  const now = new Date();
  await t.database.db.insert(counselorLinks).values({
    counselorId,
    learnerId,
    scopes,
    endsOn: changes.endsOn ?? '2099-12-31',
    version: COUNSELOR_LINK_WORDING.version,
    wording: COUNSELOR_LINK_WORDING.text,
    createdAt: now,
    updatedAt: now,
    revokedAt: changes.revokedAt ?? null,
  });
}

async function apply(userId: string, programId: string, status: string) {
  const now = new Date();
  const [row] = await t.database.db
    .insert(applications)
    .values({ userId, institutionId: ids.uni, programId, status, submittedAt: status === 'draft' ? null : now, createdAt: now, updatedAt: now })
    .returning({ id: applications.id });
  return row!.id;
}

const decide = (applicationId: string, to: DecisionStatus, note?: string) =>
  t.database.db.transaction((tx) =>
    createAdmissionsLedger({ db: t.database.db, clock: () => new Date() }).decide(tx, {
      applicationId,
      institutionId: ids.uni,
      to,
      actor: 'institution',
      actorId: null,
      note,
    }),
  );

async function school(userId: string, completionYear: number, schoolName = 'Soweto High') {
  const [record] = await t.database.db
    .insert(educationRecords)
    .values({ userId, schoolName, province: 'Gauteng', completionYear })
    .returning({ id: educationRecords.id });
  await t.database.db.insert(subjectMarks).values([
    { educationRecordId: record!.id, subjectName: 'Mathematics', gradeLevel: 'grade12', mark: 72, position: 0 },
    { educationRecordId: record!.id, subjectName: 'English Home Language', gradeLevel: 'grade12', mark: 65, position: 1 },
  ]);
}

async function document(userId: string, documentType: string, verificationStatus = 'approved') {
  await t.database.db.insert(documents).values({
    userId,
    filePath: `users/${userId}/${randomUUID()}.png`,
    originalName: 'copy.png',
    documentType,
    mimeType: 'image/png',
    sizeBytes: 10,
    verificationStatus,
  });
}

async function caseload(cookie: string, query = '') {
  const response = await call(t.app, 'GET', `/api/counselor/caseload${query}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return caseloadSchema.parse(response.json());
}

async function learnerPage(cookie: string, learnerId: string) {
  const response = await call(t.app, 'GET', `/api/counselor/learners/${learnerId}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return caseloadLearnerSchema.parse(response.json());
}

const note = (cookie: string, learnerId: string, body: string, visibility: 'learner' | 'private') =>
  call(t.app, 'POST', `/api/counselor/learners/${learnerId}/notes`, { cookie, payload: { body, visibility } });

describe('who sees whom', () => {
  it('refuses a counselor an admin has not approved, with a clear message, and other account types', async () => {
    const pending = await signedInAs(t, 'consultant');
    const someone = await learner();
    await link(pending.id, someone.id);
    for (const url of ['/api/counselor/caseload', `/api/counselor/learners/${someone.id}`]) {
      const refused = await call(t.app, 'GET', url, { cookie: pending.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/waiting for an administrator/);
    }
    expect((await note(pending.cookie, someone.id, 'Hello', 'learner')).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/counselor/caseload', { cookie: someone.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/counselor/caseload')).statusCode).toBe(401);
  });

  it('answers 403 for a learner never linked, one who revoked, one whose link ended, and an unknown id', async () => {
    const counselor = await approvedCounselor();
    const [never, revoked, ended, current] = await Promise.all([learner(), learner(), learner(), learner()]);
    await link(counselor.id, revoked.id, ALL, { revokedAt: new Date() });
    await link(counselor.id, ended.id, ALL, { endsOn: '2020-12-31' });
    await link(counselor.id, current.id);
    for (const id of [never.id, revoked.id, ended.id, randomUUID()]) {
      const page = await call(t.app, 'GET', `/api/counselor/learners/${id}`, { cookie: counselor.cookie });
      expect(page.statusCode, id).toBe(403);
      expect((await note(counselor.cookie, id, 'Hello', 'learner')).statusCode).toBe(403);
    }
    expect((await caseload(counselor.cookie)).learners.map((item) => item.learnerId)).toEqual([current.id]);
    expect((await call(t.app, 'GET', '/api/counselor/learners/not-a-uuid', { cookie: counselor.cookie })).statusCode).toBe(400);
  });

  it('keeps one counselor’s learners from another (IDOR over learnerId)', async () => {
    const [mine, theirs] = await Promise.all([approvedCounselor(), approvedCounselor()]);
    const pupil = await learner();
    await link(theirs.id, pupil.id);
    expect((await call(t.app, 'GET', `/api/counselor/learners/${pupil.id}`, { cookie: mine.cookie })).statusCode).toBe(403);
    expect((await note(mine.cookie, pupil.id, 'Sneaky', 'private')).statusCode).toBe(403);
    expect((await caseload(mine.cookie)).total).toBe(0);
    expect((await learnerPage(theirs.cookie, pupil.id)).learnerId).toBe(pupil.id);
  });
});

describe('the scopes', () => {
  it('shows every part a learner shares, in words, with the timeline newest first', async () => {
    const counselor = await approvedCounselor();
    const pupil = await learner('Thandeka Mokoena');
    await link(counselor.id, pupil.id);
    await school(pupil.id, thisYear);
    await document(pupil.id, 'idDocument');
    const submitted = await apply(pupil.id, ids.late, 'submitted');
    await apply(pupil.id, ids.early, 'draft');
    await decide(submitted, 'under-review', 'We are reading it');
    const now = new Date();
    await t.database.db
      .insert(fundingReadiness)
      .values({ userId: pupil.id, answers: {}, outcome: 'likely', ruleVersion: 'test', assessedAt: now, createdAt: now, updatedAt: now });
    await t.database.db
      .insert(fundingEvents)
      .values({ userId: pupil.id, type: 'assessed', actor: 'system', toStatus: 'likely', createdAt: new Date(now.getTime() + 1000) });

    const page = await learnerPage(counselor.cookie, pupil.id);
    expect(page).toMatchObject({
      fullName: 'Thandeka Mokoena',
      school: 'Soweto High',
      grade: '12',
      nextDeadline: { date: '2098-03-01', what: 'Caseload University — BSc Early' },
      missingDocuments: ['Grade 12 Results'],
      applications: { drafts: 1, submitted: 0, inProgress: 1, approved: 0, rejected: 0, other: 0 },
      fundingOutcome: 'likely',
      aps: anyNumber,
    });
    expect(page.journeyStep).toEqual(expect.any(String));
    expect(page.marks).toEqual([
      { subject: 'Mathematics', mark: 72 },
      { subject: 'English Home Language', mark: 65 },
    ]);
    expect(page.applicationList).toHaveLength(2);
    expect(page.timeline[0]).toMatchObject({ what: 'Funding check updated' });
    expect(page.timeline.map((entry) => entry.what)).toContain('Caseload University — BA Late: Under Review');
    expect(page.timeline.find((entry) => entry.what.endsWith('Under Review'))?.detail).toMatch(/We are reading it/);
    const ats = page.timeline.map((entry) => entry.at);
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it('shows nulls for every part a learner does not share (only journey shared)', async () => {
    const counselor = await approvedCounselor();
    const pupil = await learner();
    await link(counselor.id, pupil.id, ['journey']);
    await school(pupil.id, thisYear);
    await apply(pupil.id, ids.early, 'submitted');
    const now = new Date();
    await t.database.db
      .insert(fundingReadiness)
      .values({ userId: pupil.id, answers: {}, outcome: 'maybe', ruleVersion: 'test', assessedAt: now, createdAt: now, updatedAt: now });
    await t.database.db.insert(fundingEvents).values({ userId: pupil.id, type: 'assessed', actor: 'system', createdAt: now });

    await t.database.db.update(users).set({ idCheckMethod: 'bureau', idCheckBureau: 'VerifyNow' }).where(eq(users.id, pupil.id));
    const page = await learnerPage(counselor.cookie, pupil.id);
    expect(page.scopes).toEqual(['journey']);
    // Which kind of identity check the learner passed, whatever they share (issue 32).
    expect(page.identityCheck).toEqual({ method: 'bureau', bureau: 'VerifyNow', checkedAt: null });
    expect(page.journeyStep).toEqual(expect.any(String));
    expect(page).toMatchObject({
      nextDeadline: null,
      missingDocuments: null,
      applications: null,
      fundingOutcome: null,
      marks: null,
      aps: null,
      applicationList: null,
      timeline: [],
    });
    const [item] = (await caseload(counselor.cookie)).learners;
    expect(item).toMatchObject({ learnerId: pupil.id, nextDeadline: null, missingDocuments: null, applications: null, fundingOutcome: null });
    expect(item!.journeyStep).toEqual(expect.any(String));
  });

  it('keeps funding events out without the funding scope, and application events out without applications', async () => {
    const counselor = await approvedCounselor();
    const pupil = await learner();
    await link(counselor.id, pupil.id, ['applications']);
    const submitted = await apply(pupil.id, ids.early, 'submitted');
    await decide(submitted, 'approved');
    await t.database.db.insert(fundingEvents).values({ userId: pupil.id, type: 'assessed', actor: 'system', createdAt: new Date() });
    const page = await learnerPage(counselor.cookie, pupil.id);
    expect(page.timeline.map((entry) => entry.what)).toEqual(['Caseload University — BSc Early: Approved']);
    expect(page.journeyStep).toBeNull();
    expect(page.fundingOutcome).toBeNull();
  });
});

describe('the list', () => {
  it('sorts by the next deadline (none last), then by name, 20 to a page', async () => {
    const counselor = await approvedCounselor();
    const [zoe, adam, bongi, past] = await Promise.all([learner('Zoe Early'), learner('Adam None'), learner('Bongi Late'), learner('Aaron Past')]);
    for (const pupil of [zoe, adam, bongi, past]) await link(counselor.id, pupil.id);
    await apply(zoe.id, ids.early, 'draft');
    await apply(bongi.id, ids.late, 'submitted');
    await apply(past.id, ids.intakeOnly, 'submitted');
    // A decided application's closing date is no deadline.
    await decide(await apply(adam.id, ids.early, 'submitted'), 'rejected');
    const list = await caseload(counselor.cookie);
    expect(list.learners.map((item) => item.fullName)).toEqual(['Zoe Early', 'Bongi Late', 'Aaron Past', 'Adam None']);
    expect(list).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(list.learners[1]!.nextDeadline).toEqual({ date: '2098-09-30', what: 'Caseload University — BA Late' });
    expect((await caseload(counselor.cookie, '?page=2')).learners).toEqual([]);
  });

  it('takes the institution’s next intake closing date when the programme has none', async () => {
    const counselor = await approvedCounselor();
    const pupil = await learner();
    await link(counselor.id, pupil.id);
    const uni = randomUUID();
    const programId = randomUUID();
    const { db } = t.database;
    await db.insert(institutions).values({ id: uni, slug: `caseload-${uni}`, name: 'Intake College', type: 'university', province: 'Gauteng' });
    await db.insert(programmes).values({
      id: programId,
      slug: `caseload-p-${programId}`,
      institutionId: uni,
      name: 'Diploma Open',
      qualificationType: 'diploma',
      studyMode: 'full-time',
      apsPackId: 'default',
      subjectMinimums: [],
    });
    await db.insert(institutionIntakes).values([
      { institutionId: uni, year: 2000, name: 'Long gone', closesOn: '2000-06-30' },
      { institutionId: uni, year: 2097, name: 'Main', closesOn: '2097-08-31' },
      { institutionId: uni, year: 2098, name: 'Next', closesOn: '2098-08-31' },
    ]);
    const now = new Date();
    await db.insert(applications).values({ userId: pupil.id, institutionId: uni, programId, status: 'draft', createdAt: now, updatedAt: now });
    const [item] = (await caseload(counselor.cookie)).learners;
    expect(item!.nextDeadline).toEqual({ date: '2097-08-31', what: 'Intake College — Diploma Open' });
  });

  it('filters: no application, a document missing, a decision received, grade, school and name', async () => {
    const counselor = await approvedCounselor();
    const [none, drafting, decided, hidden] = await Promise.all([
      learner('Nandi None'),
      learner('Dumi Drafting'),
      learner('Lerato Decided'),
      learner('Sipho Hidden'),
    ]);
    await link(counselor.id, none.id);
    await link(counselor.id, drafting.id);
    await link(counselor.id, decided.id);
    // Shares nothing the filters read: matches none of them.
    await link(counselor.id, hidden.id, ['journey']);
    await apply(drafting.id, ids.early, 'draft');
    await decide(await apply(decided.id, ids.late, 'submitted'), 'rejected');
    for (const type of ['idDocument', 'grade12Results']) await document(drafting.id, type, type === 'idDocument' ? 'pending' : 'approved');
    await document(decided.id, 'idDocument', 'rejected');
    await school(none.id, thisYear + 1);
    await school(drafting.id, thisYear, 'Orlando West High');

    const names = async (query: string) => (await caseload(counselor.cookie, query)).learners.map((item) => item.fullName);
    expect(await names('?filter=no-application')).toEqual(['Lerato Decided', 'Nandi None']);
    expect(await names('?filter=document-missing')).toEqual(['Lerato Decided', 'Nandi None']);
    expect(await names('?filter=decision-received')).toEqual(['Lerato Decided']);
    expect(await names('?grade=11')).toEqual(['Nandi None']);
    expect(await names('?grade=12')).toEqual(['Dumi Drafting']);
    expect(await names('?school=orlando')).toEqual(['Dumi Drafting']);
    expect(await names('?school=soweto')).toEqual(['Nandi None']);
    expect(await names('?search=sipho')).toEqual(['Sipho Hidden']);
    expect(await names('?filter=no-application&search=nandi')).toEqual(['Nandi None']);
    expect((await call(t.app, 'GET', '/api/counselor/caseload?filter=everyone', { cookie: counselor.cookie })).statusCode).toBe(400);
  });
});

describe('notes', () => {
  it('tells the learner of a note to them, lists it on their links page, and keeps private notes to their writer', async () => {
    const [counselor, other] = await Promise.all([approvedCounselor(), approvedCounselor()]);
    await t.database.db.update(users).set({ fullName: 'Ms Dlamini' }).where(eq(users.id, counselor.id));
    const pupil = await learner();
    await link(counselor.id, pupil.id);
    await link(other.id, pupil.id);

    const sent = await note(counselor.cookie, pupil.id, 'Upload your Grade 12 results by Friday.', 'learner');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ note: { body: 'Upload your Grade 12 results by Friday.', visibility: 'learner', counselorName: 'Ms Dlamini' } });
    expect((await note(counselor.cookie, pupil.id, 'Struggling at home; be gentle.', 'private')).statusCode).toBe(201);
    expect((await note(counselor.cookie, pupil.id, '   ', 'learner')).statusCode).toBe(400);

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, pupil.id), eq(notifications.notificationType, 'general')));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('A note from your counselor');
    expect(told[0]!.message).not.toMatch(/Struggling/);

    // The writer sees both, newest first; the other counselor sees neither.
    expect((await learnerPage(counselor.cookie, pupil.id)).notes.map((entry) => entry.visibility)).toEqual(['private', 'learner']);
    expect((await learnerPage(other.cookie, pupil.id)).notes).toEqual([]);

    // The learner: only the note to them, through their links page (the area hands the links feature notesFor).
    const links = await call(t.app, 'GET', '/api/counselor-links', { cookie: pupil.cookie });
    expect(links.statusCode, links.body).toBe(200);
    const parsed = learnerLinksSchema.parse(links.json());
    expect(JSON.stringify(parsed)).not.toMatch(/Struggling/);
    expect(parsed.notes.map((entry) => entry.body)).toEqual(['Upload your Grade 12 results by Friday.']);

    // notesFor, which the area hands to the links feature: the learner-visible notes, newest first, with the writer's name.
    const service = createCaseloadService({
      db: t.database.db,
      clock: () => new Date(),
      notify: () => Promise.reject(new Error('not in this test')),
      users: usersServiceFor(t.database.db),
      links: { currentLinks: () => Promise.resolve([]), currentLink: () => Promise.resolve(null) },
      throttle: createThrottleService(t.database.db, () => new Date()),
      approval: { isApproved: () => Promise.resolve(true), summariesOf: () => Promise.resolve(new Map()) },
      learners: { overviews: () => Promise.resolve(new Map()), journeySteps: () => Promise.resolve(new Map()), facts: () => Promise.resolve(new Map()) },
    });
    expect((await note(other.cookie, pupil.id, 'Well done on your marks.', 'learner')).statusCode).toBe(201);
    const notes = await service.notesFor(pupil.id);
    expect(notes.map(({ body, counselorName, visibility }) => ({ body, counselorName, visibility }))).toEqual([
      { body: 'Well done on your marks.', counselorName: 'Test Person', visibility: 'learner' },
      { body: 'Upload your Grade 12 results by Friday.', counselorName: 'Ms Dlamini', visibility: 'learner' },
    ]);
    expect(learnerLinksSchema.parse((await call(t.app, 'GET', '/api/counselor-links', { cookie: pupil.cookie })).json()).notes).toEqual(notes);
  });
});
