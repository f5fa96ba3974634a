import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../http/types.ts';
import { openEventStream, type OpenStream } from '../../test/event-stream.ts';
import { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_SESSION, streamGroups } from './notifications-stream.routes.ts';
import { MINUTE, ORIGIN, testClock } from '../../test/http.ts';
import { signedInAs } from '../../test/signed-in.ts';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app.ts';

// Live delivery over real HTTP: app.listen on port 0 and fetch reading the event stream. On
// PGlite the bus is PGlite's listen; with DATABASE_URL it is LISTEN/NOTIFY on a PostgreSQL server.

const clock = testClock('2026-03-01T08:00:00Z');
let t: TestApp;
let base: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.read, notificationHeartbeatMs: 150, env: { SESSION_TTL_MINUTES: '30' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function open(cookie?: string, url = `${base}/api/notifications/stream`) {
  const stream = await openEventStream(url, cookie);
  streams.push(stream);
  if (stream.status === 200) await stream.waitFor((block) => block.comments.includes('connected'));
  return stream;
}
const isNotification = (title: string) => (block: { event?: string; data?: string }) =>
  block.event === 'notification' && (JSON.parse(block.data ?? '{}') as { title?: string }).title === title;

describe('GET /api/notifications/stream', () => {
  it("delivers a user's new notification to their open stream and not to anyone else's", async () => {
    const a = await signedInAs(t, 'student');
    const b = await signedInAs(t, 'student');
    const aStream = await open(a.cookie);
    const bStream = await open(b.cookie);
    expect(aStream.status).toBe(200);
    expect(aStream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(aStream.headers.get('cache-control')).toBe('no-store');

    const created = await t.app.notify(a.id, { title: 'Document approved', message: 'Your ID copy was approved.', type: 'document_status' });
    const block = await aStream.waitFor(isNotification('Document approved'));
    expect(block.id).toBe(created.id);
    expect(JSON.parse(block.data!)).toEqual(created);

    // B's own notification arrives after A's; A's never reached B.
    await t.app.notify(b.id, { title: 'For B only', message: 'Hello B' });
    await bStream.waitFor(isNotification('For B only'));
    expect(bStream.notifications().map((n) => n.title)).toEqual(['For B only']);
    expect(aStream.notifications().map((n) => n.title)).toEqual(['Document approved']);
  });

  it('delivers to every stream the user has open (two tabs)', async () => {
    const a = await signedInAs(t, 'student');
    const [first, second] = [await open(a.cookie), await open(a.cookie)];
    await t.app.notify(a.id, { title: 'Both tabs', message: 'x' });
    await first.waitFor(isNotification('Both tabs'));
    await second.waitFor(isNotification('Both tabs'));
  });

  it('delivers a notification created by another app instance on the same database', async () => {
    const other = await buildAppOn(t.database);
    try {
      const a = await signedInAs(t, 'student');
      const stream = await open(a.cookie);
      await other.notify(a.id, { title: 'From another instance', message: 'x' });
      await stream.waitFor(isNotification('From another instance'));
    } finally {
      await other.close();
    }
  });

  it('never delivers a notification whose transaction rolled back', async () => {
    const a = await signedInAs(t, 'student');
    const stream = await open(a.cookie);
    await t.database.db
      .transaction(async (tx) => {
        await t.app.notify(a.id, { title: 'Rolled back', message: 'x' }, tx);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await t.app.notify(a.id, { title: 'Committed', message: 'x' });
    await stream.waitFor(isNotification('Committed'));
    expect(stream.notifications().map((n) => n.title)).toEqual(['Committed']);
  });

  it(`caps one session at ${MAX_STREAMS_PER_SESSION} open streams, closing the oldest`, async () => {
    const a = await signedInAs(t, 'student');
    const opened: OpenStream[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_SESSION; i++) opened.push(await open(a.cookie));
    await opened[0]!.ended;
    await t.app.notify(a.id, { title: 'Newest tabs only', message: 'x' });
    for (const stream of opened.slice(1)) await stream.waitFor(isNotification('Newest tabs only'));
    expect(opened[0]!.notifications()).toEqual([]);
  });

  it('sends a heartbeat comment', async () => {
    const a = await signedInAs(t, 'student');
    const stream = await open(a.cookie);
    await stream.waitFor((block) => block.comments.includes('heartbeat'));
  });

  it('ends soon after the user signs out', async () => {
    const a = await signedInAs(t, 'student');
    const stream = await open(a.cookie);
    await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { cookie: a.cookie, origin: ORIGIN } });
    await stream.ended;
  });

  it('ends when the session expires', async () => {
    const a = await signedInAs(t, 'student');
    const stream = await open(a.cookie);
    clock.advance(31 * MINUTE);
    await stream.ended;
  });

  it('answers 401 without a session, as JSON', async () => {
    const stream = await open();
    expect(stream.status).toBe(401);
    expect(stream.headers.get('content-type')).toContain('application/json');
  });
});

describe('stream caps', () => {
  it(`end the oldest stream of an address past ${MAX_STREAMS_PER_ADDRESS}, and only of that address`, () => {
    const ended: string[] = [];
    const groups = streamGroups(MAX_STREAMS_PER_ADDRESS);
    const ends = Array.from({ length: MAX_STREAMS_PER_ADDRESS + 1 }, (_, i) => () => void ended.push(`a${i}`));
    groups.add('198.51.100.7', () => void ended.push('other'));
    ends.forEach((end) => groups.add('203.0.113.5', end));
    expect(ended).toEqual(['a0']);
    groups.remove('203.0.113.5', ends[0]!);
    groups.add('203.0.113.5', () => void ended.push('late'));
    expect(ended).toEqual(['a0', 'a1']);
  });
});

describe('closing the app', () => {
  it('is not held open by connected streams: they end and close() returns', async () => {
    const app: App = await buildAppOn(t.database);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const a = await signedInAs(t, 'student');
    const first = await open(a.cookie, `${address}/api/notifications/stream`);
    const second = await open(a.cookie, `${address}/api/notifications/stream`);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await Promise.all([first.ended, second.ended]);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
