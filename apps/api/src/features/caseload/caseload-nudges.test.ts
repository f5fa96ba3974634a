import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerLinksSchema } from '@kusasa/domain/schemas/counselors/links';
import { counselorNotes } from '../../db/schema/counselors.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { approvedCounselor, linkLearner, namedLearner } from './caseload.test-support.ts';

// A counselor's reminder to several learners (issue 29): all or nothing, a notification and a
// learner-visible note for each, at most 5 batches an hour.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nudge = (cookie: string, learnerIds: string[], message = 'Your applications close on Friday: finish them tonight.') =>
  call(t.app, 'POST', '/api/counselor/nudges', { cookie, payload: { learnerIds, message } });

const noticesOf = (ids: string[]) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, ids), eq(notifications.title, 'A reminder from your counselor')));
const notesTo = (ids: string[]) => t.database.db.select().from(counselorNotes).where(inArray(counselorNotes.learnerId, ids));

describe('POST /api/counselor/nudges', () => {
  it('notifies every learner chosen and keeps the reminder as a note each sees on their Counselor page', async () => {
    const counselor = await approvedCounselor(t);
    const [one, two] = await Promise.all([namedLearner(t), namedLearner(t)]);
    await linkLearner(t, counselor.id, one.id);
    await linkLearner(t, counselor.id, two.id, ['journey']);

    const sent = await nudge(counselor.cookie, [one.id, two.id, one.id]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: 2 });

    const notices = await noticesOf([one.id, two.id]);
    expect(notices.map((notice) => notice.userId).sort()).toEqual([one.id, two.id].sort());
    expect(notices[0]!.message).toBe('Ms Dlamini: Your applications close on Friday: finish them tonight.');
    expect(notices[0]!.notificationType).toBe('general');

    const notes = await notesTo([one.id, two.id]);
    expect(notes.map(({ counselorId, visibility, body }) => ({ counselorId, visibility, body }))).toEqual([
      { counselorId: counselor.id, visibility: 'learner', body: 'Your applications close on Friday: finish them tonight.' },
      { counselorId: counselor.id, visibility: 'learner', body: 'Your applications close on Friday: finish them tonight.' },
    ]);
    const page = learnerLinksSchema.parse((await call(t.app, 'GET', '/api/counselor-links', { cookie: two.cookie })).json());
    expect(page.notes.map((note) => [note.body, note.counselorName])).toEqual([['Your applications close on Friday: finish them tonight.', 'Ms Dlamini']]);
  });

  it('refuses the whole batch (403, nothing sent to anyone) when one learner is not linked, revoked or unknown', async () => {
    const [counselor, other] = await Promise.all([approvedCounselor(t), approvedCounselor(t)]);
    const [linked, revoked, theirs] = await Promise.all([namedLearner(t), namedLearner(t), namedLearner(t)]);
    await linkLearner(t, counselor.id, linked.id);
    await linkLearner(t, counselor.id, revoked.id, undefined, new Date());
    await linkLearner(t, other.id, theirs.id);

    for (const stranger of [revoked.id, theirs.id, randomUUID()]) {
      const refused = await nudge(counselor.cookie, [linked.id, stranger]);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ reason: 'COUNSELOR_NOT_LINKED', error: { code: 'FORBIDDEN' } });
    }
    expect(await noticesOf([linked.id, revoked.id, theirs.id])).toEqual([]);
    expect(await notesTo([linked.id, revoked.id, theirs.id])).toEqual([]);
  });

  it('refuses an unapproved counselor and other account types, and checks the body', async () => {
    const pupil = await namedLearner(t);
    const counselor = await approvedCounselor(t);
    await linkLearner(t, counselor.id, pupil.id);
    expect((await nudge(pupil.cookie, [pupil.id])).statusCode).toBe(403);
    const pending = await signedInAs(t, 'consultant');
    await linkLearner(t, pending.id, pupil.id);
    const waiting = await nudge(pending.cookie, [pupil.id]);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ reason: 'COUNSELOR_NOT_APPROVED' });
    expect((await nudge(counselor.cookie, [])).statusCode).toBe(400);
    expect((await nudge(counselor.cookie, [pupil.id], ' ')).statusCode).toBe(400);
    expect(
      (
        await nudge(
          counselor.cookie,
          Array.from({ length: 201 }, () => pupil.id),
        )
      ).statusCode,
    ).toBe(400);
    expect(await noticesOf([pupil.id])).toEqual([]);
  });

  it('allows 5 batches an hour, then answers 429 and sends nothing', async () => {
    const counselor = await approvedCounselor(t);
    const pupil = await namedLearner(t);
    await linkLearner(t, counselor.id, pupil.id);
    for (let batch = 1; batch <= 5; batch += 1) expect((await nudge(counselor.cookie, [pupil.id], `Reminder number ${batch}`)).statusCode).toBe(200);
    const limited = await nudge(counselor.cookie, [pupil.id], 'Reminder number 6');
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await noticesOf([pupil.id])).toHaveLength(5);
  });
});
