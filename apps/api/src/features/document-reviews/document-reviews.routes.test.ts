import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_QUESTION_MAX_LENGTH, reviewDueAt, STATEMENT_MIN_LENGTH } from '@kusasa/domain/rules/document-reviews';
import { learnerReviewSchema, learnerReviewsSchema } from '@kusasa/domain/schemas/document-reviews';
import { testClock } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ask, askStatement, learnerOn, STATEMENT, uploadedDocument } from './document-reviews.test-support.ts';

// The learner's side of document reviews (issue 31): who may ask (decision 0419), the limit on open
// requests, the document's ownership, validation, and the promise shown.

// Monday 2 March 2026, 10:00 SAST.
const clock = testClock('2026-03-02T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.read });
});
afterAll(() => t.close());

const overview = async (cookie: string) => learnerReviewsSchema.parse((await call(t.app, 'GET', '/api/document-reviews', { cookie })).json());

describe('asking for a review', () => {
  it('lets a Pro + AI learner ask about their own uploaded document, with the promise of 2 working days', async () => {
    const learner = await learnerOn(t, 'pro-ai');
    const documentId = await uploadedDocument(t, learner.cookie);
    const before = await overview(learner.cookie);
    expect(before.terms).toMatchObject({ planId: 'pro-ai', terms: { maxOpen: 3, workingDays: 2, priority: true }, openCount: 0 });
    expect(before.terms.dueIfAskedNow).toBe(reviewDueAt(clock.now, 2).toISOString());
    expect(before.documents).toEqual([{ id: documentId, documentType: 'grade12Results', originalName: 'results.png' }]);

    const response = await ask(t, learner.cookie, { kind: 'document', documentId, question: 'Are my marks readable?' });
    expect(response.statusCode).toBe(201);
    const request = learnerReviewSchema.parse(response.json());
    expect(request).toMatchObject({ kind: 'document', status: 'waiting', priority: true, question: 'Are my marks readable?', comments: null });
    expect(request.document).toEqual({ documentType: 'grade12Results', originalName: 'results.png' });
    expect(request.dueAt).toBe(reviewDueAt(clock.now, 2).toISOString());

    const after = await overview(learner.cookie);
    expect(after.terms.openCount).toBe(1);
    expect(after.requests.map((r) => r.id)).toEqual([request.id]);
  });

  it('refuses a Starter learner with the upgrade link, and stores nothing', async () => {
    const learner = await learnerOn(t, 'starter');
    const response = await ask(t, learner.cookie, { kind: 'personal_statement', text: STATEMENT });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'PLAN_LIMIT' }, upgradeUrl: '/pricing' });
    const view = await overview(learner.cookie);
    expect(view.terms).toMatchObject({ terms: null, dueIfAskedNow: null });
    expect(view.requests).toEqual([]);
  });

  it('gives Essential one open request at a time, answered within 5 working days and not first in the queue', async () => {
    const learner = await learnerOn(t, 'essential');
    const first = await askStatement(t, learner.cookie);
    expect(first).toMatchObject({ priority: false, dueAt: reviewDueAt(clock.now, 5).toISOString() });
    const second = await ask(t, learner.cookie, { kind: 'motivation_letter', text: STATEMENT });
    expect(second.statusCode).toBe(409);
    expect((await overview(learner.cookie)).requests).toHaveLength(1);
  });

  it('limits a Pro + AI learner to 3 open requests, even when they ask at once', async () => {
    const learner = await learnerOn(t, 'pro-ai');
    const responses = await Promise.all([1, 2, 3, 4].map(() => ask(t, learner.cookie, { kind: 'personal_statement', text: STATEMENT })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409]);
    expect((await overview(learner.cookie)).terms.openCount).toBe(3);
  });

  it('answers 404 for another learner’s document or one that does not exist', async () => {
    const owner = await learnerOn(t, 'pro-ai');
    const other = await learnerOn(t, 'pro-ai');
    const documentId = await uploadedDocument(t, owner.cookie);
    const stolen = await ask(t, other.cookie, { kind: 'document', documentId });
    expect(stolen.statusCode).toBe(404);
    const madeUp = await ask(t, other.cookie, { kind: 'document', documentId: '00000000-0000-4000-8000-000000000000' });
    expect(madeUp.statusCode).toBe(404);
    expect((await overview(other.cookie)).requests).toEqual([]);
    // And the owner's own list never shows another learner's requests.
    await askStatement(t, other.cookie);
    expect((await overview(owner.cookie)).requests).toEqual([]);
  });

  it('refuses bad input with 400 and a field message, storing nothing', async () => {
    const learner = await learnerOn(t, 'pro-ai');
    const cases = [
      {},
      { kind: 'essay', text: STATEMENT },
      { kind: 'personal_statement', text: 'x'.repeat(STATEMENT_MIN_LENGTH - 1) },
      { kind: 'personal_statement', text: STATEMENT, question: 'q'.repeat(REVIEW_QUESTION_MAX_LENGTH + 1) },
      { kind: 'document', documentId: 'not-a-uuid' },
    ];
    for (const payload of cases) {
      const response = await ask(t, learner.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    expect((await overview(learner.cookie)).requests).toEqual([]);
  });

  it('is for learners only: a counselor or admin cannot ask', async () => {
    for (const userType of ['consultant', 'admin'] as const) {
      const { cookie } = await signedInAs(t, userType);
      expect((await ask(t, cookie, { kind: 'personal_statement', text: STATEMENT })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/document-reviews', { cookie })).statusCode).toBe(403);
    }
  });
});
