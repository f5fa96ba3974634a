import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nsfasLearnerSchema, nsfasQueueSchema } from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { fundingReadinessSchema } from '@kusasa/domain/schemas/funding/readiness';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { fundingReadiness } from '../../db/schema/funding.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approvedStaff, readiness, sharingLearner, uploadFundingDocument } from './funding.test-support.ts';

// NSFAS staff's workspace (issue 28): approved staff only, consenting learners only (revocation
// takes effect at once), statuses on the learner's timeline with a notice, and documents only
// through the learner's checklist or appeals.

let t: TestApp;
let staff: Awaited<ReturnType<typeof approvedStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await approvedStaff(t);
});
afterAll(() => t.close());

const queue = async (query = '') => nsfasQueueSchema.parse((await call(t.app, 'GET', `/api/nsfas/queue${query}`, { cookie: staff.cookie })).json());
const setStatus = (learnerId: string, status: string, note: string | null = null) =>
  call(t.app, 'PUT', `/api/nsfas/learners/${learnerId}/status`, { cookie: staff.cookie, payload: { status, note } });

describe('who sees what', () => {
  it('refuses staff an admin has not approved, and every other account type', async () => {
    const pending = await signedInAs(t, 'nsfas');
    const refused = await call(t.app, 'GET', '/api/nsfas/queue', { cookie: pending.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/waiting for an administrator/);
    const learner = await signedInAs(t, 'student');
    expect((await call(t.app, 'GET', '/api/nsfas/queue', { cookie: learner.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/nsfas/queue')).statusCode).toBe(401);
  });

  it('lists only learners who share, and forgets one the moment they withdraw', async () => {
    const sharing = await sharingLearner(t);
    const private_ = await signedInAs(t, 'student');
    await call(t.app, 'PUT', '/api/funding/answers/citizenship', { cookie: private_.cookie, payload: { citizenship: 'citizen' } });
    const ids = (await queue('?outcome=likely')).learners.map((row) => row.learnerId);
    expect(ids).toContain(sharing.id);
    expect(ids).not.toContain(private_.id);
    expect((await call(t.app, 'GET', `/api/nsfas/learners/${private_.id}`, { cookie: staff.cookie })).statusCode).toBe(404);
    // Which kind of identity check the learner passed (issue 32).
    await t.database.db.update(users).set({ idCheckMethod: 'id-number-format' }).where(eq(users.id, sharing.id));
    const page = nsfasLearnerSchema.parse((await call(t.app, 'GET', `/api/nsfas/learners/${sharing.id}`, { cookie: staff.cookie })).json());
    expect(page.identityCheck).toEqual({ method: 'id-number-format', bureau: null, checkedAt: null });
    const line = (await queue('?outcome=likely')).learners.find((row) => row.learnerId === sharing.id);
    expect(line?.identityCheck).toEqual({ method: 'id-number-format', bureau: null, checkedAt: null });

    await call(t.app, 'DELETE', '/api/funding/consents/nsfas', { cookie: sharing.cookie });
    expect((await queue()).learners.map((row) => row.learnerId)).not.toContain(sharing.id);
    const gone = await call(t.app, 'GET', `/api/nsfas/learners/${sharing.id}`, { cookie: staff.cookie });
    expect(gone.statusCode).toBe(404);
    expect((await setStatus(sharing.id, 'filtering')).statusCode).toBe(404);
  });

  it('filters by checklist, status and name', async () => {
    const learner = await sharingLearner(t);
    expect((await queue('?checklist=incomplete&status=none')).learners.map((row) => row.learnerId)).toContain(learner.id);
    expect((await queue('?checklist=complete')).learners.map((row) => row.learnerId)).not.toContain(learner.id);
    expect((await queue('?search=nobody-is-called-this')).learners).toEqual([]);
    expect((await call(t.app, 'GET', '/api/nsfas/queue?outcome=certain', { cookie: staff.cookie })).statusCode).toBe(400);
  });

  it('opens a checklist document through a signed link, and no other document of the learner’s or anyone’s', async () => {
    const learner = await sharingLearner(t);
    const onList = await uploadFundingDocument(t, learner.cookie);
    const offList = await uploadFundingDocument(t, learner.cookie);
    await call(t.app, 'PUT', '/api/funding/checklist/applicant-id', { cookie: learner.cookie, payload: { documentId: onList, certifiedOn: '2026-11-01' } });
    const link = await call(t.app, 'GET', `/api/nsfas/learners/${learner.id}/documents/${onList}/link`, { cookie: staff.cookie });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<{ url: string }>().url).toMatch(/^\/api\/files\//);
    const opened = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.action, 'NSFAS_DOCUMENT_OPENED'));
    expect(opened.map((entry) => entry.details)).toContainEqual(expect.objectContaining({ target_id: onList, admin_id: staff.id, learner_id: learner.id }));
    expect((await call(t.app, 'GET', `/api/nsfas/learners/${learner.id}/documents/${offList}/link`, { cookie: staff.cookie })).statusCode).toBe(404);
    const other = await sharingLearner(t);
    expect((await call(t.app, 'GET', `/api/nsfas/learners/${other.id}/documents/${onList}/link`, { cookie: staff.cookie })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/nsfas/learners/${randomUUID()}`, { cookie: staff.cookie })).statusCode).toBe(404);
  });
});

describe('statuses and appeals', () => {
  it('sets a status on the learner’s timeline with a notice; the same status twice is refused', async () => {
    const learner = await sharingLearner(t);
    const set = await setStatus(learner.id, 'evaluation', 'Documents received');
    expect(set.statusCode, set.body).toBe(200);
    const view = nsfasLearnerSchema.parse(set.json());
    expect(view.status).toBe('evaluation');
    expect(view.timeline[0]).toMatchObject({ type: 'status-changed', actor: 'nsfas', toStatus: 'evaluation', note: 'Documents received' });
    expect((await setStatus(learner.id, 'evaluation')).statusCode).toBe(409);
    expect((await readiness(t, learner.cookie)).nsfas).toMatchObject({ status: 'evaluation', statusSetBy: 'nsfas' });
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, learner.id));
    expect(notices.map((notice) => notice.title)).toContain('NSFAS status updated');
  });

  it('lets an unsuccessful learner appeal once with their own documents; upheld approves, and dismissal never undoes an approval', async () => {
    const learner = await sharingLearner(t);
    const documentId = await uploadFundingDocument(t, learner.cookie);
    const appeal = (payload: object) => call(t.app, 'POST', '/api/funding/appeals', { cookie: learner.cookie, payload });
    const valid = { reason: 'income-changed', explanation: 'My father lost his job in October this year.', documentIds: [documentId] };
    expect((await appeal(valid)).statusCode).toBe(409);

    await setStatus(learner.id, 'unsuccessful');
    const stranger = await signedInAs(t, 'student');
    const theirs = await uploadFundingDocument(t, stranger.cookie);
    expect((await appeal({ ...valid, documentIds: [theirs] })).statusCode).toBe(400);
    expect((await appeal({ ...valid, explanation: 'short' })).statusCode).toBe(400);
    const lodged = await appeal(valid);
    expect(lodged.statusCode, lodged.body).toBe(201);
    const view = fundingReadinessSchema.parse(lodged.json());
    expect(view.appealWindow.open).toBe(false);
    expect((await appeal(valid)).statusCode).toBe(409);

    const appealId = view.appeals[0]!.id;
    const decide = (decision: string, note = 'Checked the UIF letter') =>
      call(t.app, 'POST', `/api/nsfas/appeals/${appealId}/decision`, { cookie: staff.cookie, payload: { decision, note } });
    expect((await call(t.app, 'GET', `/api/nsfas/learners/${learner.id}/documents/${documentId}/link`, { cookie: staff.cookie })).statusCode).toBe(200);
    // Approved meanwhile: dismissing the appeal leaves the approval alone.
    await setStatus(learner.id, 'approved');
    const dismissed = await decide('dismissed');
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(nsfasLearnerSchema.parse(dismissed.json())).toMatchObject({
      status: 'approved',
      appeals: [{ status: 'dismissed', decisionNote: 'Checked the UIF letter' }],
    });
    expect((await decide('upheld')).statusCode).toBe(409);
  });

  it('upholding an appeal approves an unsuccessful learner; the appeal period is the cycle’s', async () => {
    const learner = await sharingLearner(t);
    const documentId = await uploadFundingDocument(t, learner.cookie);
    await setStatus(learner.id, 'unsuccessful');
    const view = await readiness(t, learner.cookie);
    expect(view.appealWindow).toMatchObject({ open: true });
    expect(view.appealWindow.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lodged = await call(t.app, 'POST', '/api/funding/appeals', {
      cookie: learner.cookie,
      payload: { reason: 'illness', explanation: 'I was in hospital for ten weeks during exams.', documentIds: [documentId] },
    });
    const appealId = fundingReadinessSchema.parse(lodged.json()).appeals[0]!.id;
    const upheld = await call(t.app, 'POST', `/api/nsfas/appeals/${appealId}/decision`, {
      cookie: staff.cookie,
      payload: { decision: 'upheld', note: 'Medical letter confirms it' },
    });
    expect(nsfasLearnerSchema.parse(upheld.json()).status).toBe('approved');

    // An unsuccessful status set 31 days ago is past a 30-day appeal period.
    const old = new Date(Date.now() - 31 * 86_400_000);
    await t.database.db.update(fundingReadiness).set({ nsfasStatus: 'unsuccessful', statusChangedAt: old }).where(eq(fundingReadiness.userId, learner.id));
    expect((await readiness(t, learner.cookie)).appealWindow.open).toBe(false);
  });

  it('another learner cannot withdraw or see an appeal by id', async () => {
    const learner = await sharingLearner(t);
    const documentId = await uploadFundingDocument(t, learner.cookie);
    await setStatus(learner.id, 'unsuccessful');
    const lodged = await call(t.app, 'POST', '/api/funding/appeals', {
      cookie: learner.cookie,
      payload: { reason: 'other', explanation: 'There is an error in my household details.', documentIds: [documentId] },
    });
    const appealId = fundingReadinessSchema.parse(lodged.json()).appeals[0]!.id;
    const other = await signedInAs(t, 'student');
    expect((await call(t.app, 'POST', `/api/funding/appeals/${appealId}/withdraw`, { cookie: other.cookie })).statusCode).toBe(404);
    // Staff cannot decide the appeal of a learner who stopped sharing.
    await call(t.app, 'DELETE', '/api/funding/consents/nsfas', { cookie: learner.cookie });
    const hidden = await call(t.app, 'POST', `/api/nsfas/appeals/${appealId}/decision`, { cookie: staff.cookie, payload: { decision: 'upheld', note: 'x' } });
    expect(hidden.statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/funding/appeals/${appealId}/withdraw`, { cookie: learner.cookie })).statusCode).toBe(200);
  });
});
