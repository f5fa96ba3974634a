import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Notification not found' } };

/** Two signed-in learners, A with three notifications (oldest first) and B with one. */
async function twoUsers() {
  const a = await signedInAs(t, 'student');
  const b = await signedInAs(t, 'student');
  const aNotes = [];
  for (const [i, type] of (['document_status', 'application_status', 'admin_feedback'] as const).entries()) {
    const note = await t.app.notify(a.id, { title: `A ${i}`, message: `Message ${i}`, type });
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2026, 2, 1 + i)) })
      .where(eq(notifications.id, note.id));
    aNotes.push(note);
  }
  const bNote = await t.app.notify(b.id, { title: 'B 0', message: 'For B', type: 'system' });
  return { a, b, aNotes, bNote };
}

const rowOf = async (id: string) => (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0];
const listOf = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/notifications', { cookie })).json<{ notifications: { id: string; title: string; isRead: boolean }[]; unreadCount: number }>();

describe('GET /api/notifications', () => {
  it("lists only the user's own, newest first, with the unread count", async () => {
    const { a, b, aNotes, bNote } = await twoUsers();
    const response = await call(t.app, 'GET', '/api/notifications', { cookie: a.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ notifications: { id: string }[]; unreadCount: number }>();
    expect(body.notifications.map((n) => n.id)).toEqual([aNotes[2]!.id, aNotes[1]!.id, aNotes[0]!.id]);
    expect(body.unreadCount).toBe(3);
    expect(body.notifications[0]).toEqual({
      id: aNotes[2]!.id,
      title: 'A 2',
      message: 'Message 2',
      notificationType: 'admin_feedback',
      relatedDocumentId: null,
      isRead: false,
      createdAt: '2026-03-03T00:00:00.000Z',
    });
    expect((await listOf(b.cookie)).notifications.map((n) => n.id)).toEqual([bNote.id]);
  });

  it('honours limit, while the unread count covers them all', async () => {
    const { a } = await twoUsers();
    const body = (await call(t.app, 'GET', '/api/notifications?limit=1', { cookie: a.cookie })).json<{ notifications: unknown[]; unreadCount: number }>();
    expect(body).toMatchObject({ unreadCount: 3 });
    expect(body.notifications).toHaveLength(1);
  });

  it.each(['limit=0', 'limit=201', 'limit=x'])('refuses %s with 400 VALIDATION', async (query) => {
    const { a } = await twoUsers();
    const response = await call(t.app, 'GET', `/api/notifications?${query}`, { cookie: a.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });

  it('reads an unknown stored type as general', async () => {
    const { a, aNotes } = await twoUsers();
    await t.database.db.update(notifications).set({ notificationType: 'legacy_kind' }).where(eq(notifications.id, aNotes[0]!.id));
    const listed = (await call(t.app, 'GET', '/api/notifications', { cookie: a.cookie })).json<{ notifications: { id: string; notificationType: string }[] }>();
    expect(listed.notifications.find((n) => n.id === aNotes[0]!.id)?.notificationType).toBe('general');
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks one read and answers with it and the new unread count', async () => {
    const { a, aNotes } = await twoUsers();
    const response = await call(t.app, 'POST', `/api/notifications/${aNotes[0]!.id}/read`, { cookie: a.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notification: { id: aNotes[0]!.id, isRead: true }, unreadCount: 2 });
    expect((await rowOf(aNotes[0]!.id))?.isRead).toBe(true);
  });

  it('never takes the unread count below zero, however often it is asked', async () => {
    const { a, aNotes } = await twoUsers();
    for (const note of aNotes) await call(t.app, 'POST', `/api/notifications/${note.id}/read`, { cookie: a.cookie });
    const again = await call(t.app, 'POST', `/api/notifications/${aNotes[0]!.id}/read`, { cookie: a.cookie });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ unreadCount: 0 });
    expect((await call(t.app, 'POST', '/api/notifications/read-all', { cookie: a.cookie })).json()).toEqual({ count: 0, unreadCount: 0 });
    expect((await listOf(a.cookie)).unreadCount).toBe(0);
  });

  it("answers 404 for another user's notification, exactly as for an unknown one, and changes nothing", async () => {
    const { b, aNotes } = await twoUsers();
    const theirs = await call(t.app, 'POST', `/api/notifications/${aNotes[0]!.id}/read`, { cookie: b.cookie });
    const unknown = await call(t.app, 'POST', `/api/notifications/${UNKNOWN_ID}/read`, { cookie: b.cookie });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(NOT_FOUND);
    expect(unknown.json()).toEqual(NOT_FOUND);
    expect((await rowOf(aNotes[0]!.id))?.isRead).toBe(false);
  });

  it('refuses a malformed id with 400', async () => {
    const { a } = await twoUsers();
    const response = await call(t.app, 'POST', '/api/notifications/not-an-id/read', { cookie: a.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { id: expect.any(String) as unknown } } });
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks all of the user's unread ones and nobody else's", async () => {
    const { a, b, bNote } = await twoUsers();
    await call(t.app, 'POST', `/api/notifications/${(await listOf(a.cookie)).notifications[0]!.id}/read`, { cookie: a.cookie });
    const response = await call(t.app, 'POST', '/api/notifications/read-all', { cookie: a.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2, unreadCount: 0 });
    expect((await listOf(a.cookie)).notifications.every((n) => n.isRead)).toBe(true);
    expect((await rowOf(bNote.id))?.isRead).toBe(false);
    expect((await listOf(b.cookie)).unreadCount).toBe(1);
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('deletes one of the own, then answers 404 for it', async () => {
    const { a, aNotes } = await twoUsers();
    const response = await call(t.app, 'DELETE', `/api/notifications/${aNotes[1]!.id}`, { cookie: a.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1, unreadCount: 2 });
    expect(await rowOf(aNotes[1]!.id)).toBeUndefined();
    expect((await call(t.app, 'DELETE', `/api/notifications/${aNotes[1]!.id}`, { cookie: a.cookie })).json()).toEqual(NOT_FOUND);
  });

  it("answers 404 for another user's notification and keeps it", async () => {
    const { b, aNotes } = await twoUsers();
    const response = await call(t.app, 'DELETE', `/api/notifications/${aNotes[0]!.id}`, { cookie: b.cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(await rowOf(aNotes[0]!.id)).toBeDefined();
  });

  it('refuses a malformed id with 400', async () => {
    const { a } = await twoUsers();
    expect((await call(t.app, 'DELETE', '/api/notifications/12345', { cookie: a.cookie })).statusCode).toBe(400);
  });
});

describe('DELETE /api/notifications/read', () => {
  it("deletes the user's read ones only: their unread ones and other users' read ones stay", async () => {
    const { a, b, aNotes, bNote } = await twoUsers();
    await call(t.app, 'POST', `/api/notifications/${aNotes[0]!.id}/read`, { cookie: a.cookie });
    await call(t.app, 'POST', `/api/notifications/${bNote.id}/read`, { cookie: b.cookie });
    const response = await call(t.app, 'DELETE', '/api/notifications/read', { cookie: a.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 1, unreadCount: 2 });
    expect((await listOf(a.cookie)).notifications.map((n) => n.id)).toEqual([aNotes[2]!.id, aNotes[1]!.id]);
    expect(await rowOf(bNote.id)).toBeDefined();
    expect((await call(t.app, 'DELETE', '/api/notifications/read', { cookie: a.cookie })).json()).toEqual({ count: 0, unreadCount: 2 });
  });
});

describe('signed out', () => {
  it('gets 401 everywhere', async () => {
    const requests = [
      ['GET', '/api/notifications'],
      ['POST', `/api/notifications/${UNKNOWN_ID}/read`],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', `/api/notifications/${UNKNOWN_ID}`],
      ['DELETE', '/api/notifications/read'],
      ['GET', '/api/notifications/stream'],
    ] as const;
    for (const [method, url] of requests) {
      const response = await call(t.app, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('notify()', () => {
  it('stores a general notification unless told the type, with an optional related document', async () => {
    const a = await signedInAs(t, 'student');
    const documentId = '5f0c2b1a-3d4e-4f5a-8b6c-7d8e9f0a1b2c';
    const plain = await t.app.notify(a.id, { title: ' Welcome ', message: 'Your profile is ready.' });
    const related = await t.app.notify(a.id, {
      title: 'Document approved',
      message: 'Your ID copy was approved.',
      type: 'document_status',
      relatedDocumentId: documentId,
    });
    expect(plain).toMatchObject({ title: 'Welcome', notificationType: 'general', relatedDocumentId: null, isRead: false });
    expect(related).toMatchObject({ notificationType: 'document_status', relatedDocumentId: documentId });
    expect((await rowOf(related.id))?.userId).toBe(a.id);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an empty title', { title: '  ', message: 'x' }],
    ['a missing message', { title: 'x' }],
    ['a too long title', { title: 'x'.repeat(201), message: 'x' }],
    ['an unknown type', { title: 'x', message: 'x', type: 'gossip' }],
    ['a malformed document id', { title: 'x', message: 'x', relatedDocumentId: 'doc-1' }],
  ])('refuses %s with VALIDATION and writes nothing', async (_name, input) => {
    const a = await signedInAs(t, 'student');
    await expect(t.app.notify(a.id, input as never)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, a.id))).toEqual([]);
  });

  it('writes nothing when the transaction it joined rolls back', async () => {
    const a = await signedInAs(t, 'student');
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.notify(a.id, { title: 'Never sent', message: 'Rolled back' }, tx);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, a.id))).toEqual([]);
  });
});

describe('admins', () => {
  it('see only their own list, like everyone (the policy row is owner-or-admin for a known id)', async () => {
    const { aNotes } = await twoUsers();
    const admin = await signedInAs(t, 'admin');
    expect((await listOf(admin.cookie)).notifications).toEqual([]);
    const response = await call(t.app, 'POST', `/api/notifications/${aNotes[0]!.id}/read`, { cookie: admin.cookie });
    expect(response.statusCode).toBe(200);
  });
});
