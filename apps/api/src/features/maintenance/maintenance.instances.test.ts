import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { App } from '../../http/types.ts';
import { registerStudent } from '../../test/http.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { buildTestAppOn } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

// Two app instances over one database, as behind a load balancer: a lock set through one is
// seen by the other. Each instance trusts its copy for 10 minutes here, so only the NOTIFY can
// make the second one see the change within the test's deadline. On PostgreSQL (DATABASE_URL) the
// second instance has its own pool and its own LISTEN connection; on PGlite both share the one
// in-process database.

const TRUST_COPY_MS = 10 * 60_000;
let database: DatabaseHandle;
let secondDatabase: DatabaseHandle;
let first: App;
let second: App;

beforeAll(async () => {
  database = await openTestDatabase();
  secondDatabase = database.kind === 'postgres' ? await openSameDatabase(database) : database;
  first = await buildTestAppOn(database, { maintenanceCacheMs: TRUST_COPY_MS });
  second = await buildTestAppOn(secondDatabase, { maintenanceCacheMs: TRUST_COPY_MS });
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  if (secondDatabase !== database) await secondDatabase.close();
  await database.close();
});

async function openSameDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const result: unknown = await handle.db.execute(sql`select current_database() as name`);
  const [row] = (result as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const lockedOn = async (app: App) => (await call(app, 'GET', '/api/maintenance')).json<{ locked: boolean; message: string | null }>();
const saveDraft = (app: App, cookie: string) =>
  call(app, 'PUT', `/api/applications/drafts/${randomUUID()}`, { cookie, payload: { personalStatement: 'Engineering, please.' } });

describe('the lock across two app instances on one database', () => {
  it('is seen by the other instance, which then refuses writes, and the unlock too', async () => {
    const admin = await signedInAs({ app: first, database }, 'admin');
    // Starter allows one application, so the draft that proves the unlock is a second learner's.
    const [learner, later] = [await registerStudent(second), await registerStudent(second)];
    // The second instance has read (and now trusts) the unlocked state.
    expect(await lockedOn(second)).toMatchObject({ locked: false });
    expect((await saveDraft(second, learner.cookie)).statusCode).toBe(201);

    const locked = await call(first, 'POST', '/api/admin/maintenance/lock', { cookie: admin.cookie, payload: { message: 'Both instances, please' } });
    expect(locked.statusCode).toBe(200);
    expect(
      await eventually(
        () => lockedOn(second),
        (status) => status.locked,
      ),
    ).toMatchObject({ locked: true, message: 'Both instances, please' });
    const refused = await saveDraft(second, later.cookie);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: { code: 'MAINTENANCE', message: 'Both instances, please' } });

    await call(first, 'POST', '/api/admin/maintenance/unlock', { cookie: admin.cookie });
    await eventually(
      () => lockedOn(second),
      (status) => !status.locked,
    );
    expect((await saveDraft(second, later.cookie)).statusCode).toBe(201);
  });
});
