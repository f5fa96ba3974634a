import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNSELOR_NOT_APPROVED } from '@kusasa/domain/counselor-texts';
import { learnerReviewsSchema, reviewDetailSchema, reviewQueueSchema } from '@kusasa/domain/schemas/document-reviews';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { MINUTE, testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approvedCounselor, ask, askStatement, learnerOn, uploadedDocument } from './document-reviews.test-support.ts';

// The reviewers' side (issue 31): one queue for approved counselors and admins, Pro + AI first and
// then the longest wait, with waiting time and lateness; one reviewer at a time; only they read,
// open (audited) and answer; the learner is notified and reads the comments.

// Monday 2 March 2026, 10:00 SAST.
const clock = testClock('2026-03-02T08:00:00Z');
const HOUR = 60 * MINUTE;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const queueOf = async (cookie: string) => {
  const response = await call(t.app, 'GET', '/api/review-queue', { cookie });
  expect(response.statusCode).toBe(200);
  return reviewQueueSchema.parse(response.json());
};
const claim = (cookie: string, id: string) => call(t.app, 'POST', `/api/review-queue/${id}/claim`, { cookie });
const answer = (cookie: string, id: string, comments: string) => call(t.app, 'POST', `/api/review-queue/${id}/answer`, { cookie, payload: { comments } });

describe('the review queue', () => {
  it('lists Pro + AI requests first, then the longest waiting, with the waiting time and lateness', async () => {
    const asked: string[] = [];
    for (const plan of ['essential', 'pro-ai', 'pro-ai', 'essential'] as const) {
      const learner = await learnerOn(t, plan);
      asked.push((await askStatement(t, learner.cookie)).id);
      clock.advance(HOUR);
    }
    const [essentialOld, proOld, proNew, essentialNew] = asked;
    // Three calendar days on: Pro + AI's 2 working days have passed, Essential's 5 have not.
    clock.advance(3 * 24 * HOUR);
    // Signed in now: a session from three days ago would have expired.
    const reviewer = await approvedCounselor(t);
    const rows = (await queueOf(reviewer.cookie)).requests.filter((row) => asked.includes(row.id));
    expect(rows.map((row) => row.id)).toEqual([proOld, proNew, essentialOld, essentialNew]);
    expect(rows.map((row) => row.overdue)).toEqual([true, true, false, false]);
    expect(rows[2]).toMatchObject({ planId: 'essential', priority: false, status: 'waiting', claimedByMe: false, claimedByName: null });
    expect(rows[2]?.minutesWaited).toBe(4 * 60 + 3 * 24 * 60);
  });

  it('is closed to learners, and to counselors an admin has not approved', async () => {
    const learner = await learnerOn(t, 'pro-ai');
    expect((await call(t.app, 'GET', '/api/review-queue', { cookie: learner.cookie })).statusCode).toBe(403);
    const unapproved = await signedInAs(t, 'consultant');
    const refused = await call(t.app, 'GET', '/api/review-queue', { cookie: unapproved.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: COUNSELOR_NOT_APPROVED });
    const { id } = await askStatement(t, learner.cookie);
    expect((await claim(unapproved.cookie, id)).statusCode).toBe(403);
    expect((await claim(learner.cookie, id)).statusCode).toBe(403);
  });
});

describe('taking and answering a request', () => {
  it('lets only one of two reviewers take a request at once', async () => {
    const learner = await learnerOn(t, 'pro-ai');
    const { id } = await askStatement(t, learner.cookie);
    const [counselor, admin] = [await approvedCounselor(t), await signedInAs(t, 'admin')];
    const results = await Promise.all([claim(counselor.cookie, id), claim(admin.cookie, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results[0]?.statusCode === 200 ? counselor : admin;
    const loser = winner === counselor ? admin : counselor;
    const row = (await queueOf(loser.cookie)).requests.find((r) => r.id === id);
    expect(row).toMatchObject({ status: 'in_review', claimedByMe: false, claimedByName: 'Test Person' });
    // The loser can neither read, open nor answer it.
    expect((await call(t.app, 'GET', `/api/review-queue/${id}`, { cookie: loser.cookie })).statusCode).toBe(403);
    expect((await answer(loser.cookie, id, 'Looks good')).statusCode).toBe(403);
  });

  it('the reviewer opens the document through an audited signed link, answers, and the learner is notified and reads the comments', async () => {
    const learner = await learnerOn(t, 'pro-ai');
    const documentId = await uploadedDocument(t, learner.cookie);
    const { id } = (await ask(t, learner.cookie, { kind: 'document', documentId, question: 'Is it certified?' })).json<{ id: string }>();
    const reviewer = await approvedCounselor(t);

    // Not taken yet: no reading, no link, no answer.
    expect((await call(t.app, 'GET', `/api/review-queue/${id}/document-link`, { cookie: reviewer.cookie })).statusCode).toBe(403);
    expect((await answer(reviewer.cookie, id, 'Too early')).statusCode).toBe(403);

    const taken = reviewDetailSchema.parse((await claim(reviewer.cookie, id)).json());
    expect(taken).toMatchObject({ status: 'in_review', claimedByMe: true, question: 'Is it certified?', hasDocument: true, documentName: 'results.png' });
    const link = await call(t.app, 'GET', `/api/review-queue/${id}/document-link`, { cookie: reviewer.cookie });
    expect(link.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    const opened = await t.database.db
      .select()
      .from(systemErrorLogs)
      .where(and(eq(systemErrorLogs.action, 'DOCUMENT_REVIEW_DOCUMENT_OPENED'), sql`${systemErrorLogs.details}->>'target_id' = ${documentId}`));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.userId).toBe(reviewer.id);

    expect((await answer(reviewer.cookie, id, '   ')).statusCode).toBe(400);
    const answered = await answer(reviewer.cookie, id, 'Yes: the stamp and signature are clear.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', comments: 'Yes: the stamp and signature are clear.' });
    // Answered once: a second answer is refused, and it leaves the queue.
    expect((await answer(reviewer.cookie, id, 'Again')).statusCode).toBe(409);
    expect((await queueOf(reviewer.cookie)).requests.some((r) => r.id === id)).toBe(false);

    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, learner.id));
    expect(notices.map((n) => n.title)).toContain('Your review is ready');
    const mine = learnerReviewsSchema.parse((await call(t.app, 'GET', '/api/document-reviews', { cookie: learner.cookie })).json());
    expect(mine.requests[0]).toMatchObject({ id, status: 'answered', comments: 'Yes: the stamp and signature are clear.', reviewerName: 'Test Person' });
    expect(mine.terms.openCount).toBe(0);
  });

  it('gives a request back to the queue: by its reviewer, or by an admin, never by another counselor', async () => {
    const learner = await learnerOn(t, 'pro-ai');
    const { id } = await askStatement(t, learner.cookie);
    const [holder, other, admin] = [await approvedCounselor(t), await approvedCounselor(t), await signedInAs(t, 'admin')];
    expect((await claim(holder.cookie, id)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/review-queue/${id}/release`, { cookie: other.cookie })).statusCode).toBe(403);
    expect((await queueOf(other.cookie)).canReleaseAny).toBe(false);
    expect((await queueOf(admin.cookie)).canReleaseAny).toBe(true);
    expect((await call(t.app, 'POST', `/api/review-queue/${id}/release`, { cookie: admin.cookie })).statusCode).toBe(204);
    expect((await claim(other.cookie, id)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `/api/review-queue/${id}/release`, { cookie: other.cookie })).statusCode).toBe(204);
    expect((await queueOf(admin.cookie)).requests.find((r) => r.id === id)).toMatchObject({ status: 'waiting', claimedByName: null });
  });

  it('answers 404 for a request id that does not exist, and 400 for one that is not an id', async () => {
    const reviewer = await approvedCounselor(t);
    expect((await claim(reviewer.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/review-queue/00000000-0000-4000-8000-000000000000', { cookie: reviewer.cookie })).statusCode).toBe(404);
    expect((await claim(reviewer.cookie, 'nope')).statusCode).toBe(400);
  });
});
