import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maintenanceTexts } from '@kusasa/domain/maintenance-texts';
import type { Snapshot, SnapshotDiffResponse } from '@kusasa/domain/schemas/maintenance';
import { systemErrorLogs } from '../../db/schema/accounts.ts';
import { configSnapshots } from '../../db/schema/maintenance.ts';
import { usersServiceFor } from '../../test/services.ts';
import { call, signedInAs } from '../../test/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import { createConfigRegistry, type ConfigSetting, type JsonValue } from '../../core/config-registry.ts';
import { createSnapshotsService } from './snapshots.service.ts';

// Snapshots of the admin-editable configuration: create, diff, restore, audited; the maintenance
// message through the API, and the registry with settings of other shapes through the service.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin');
});
afterAll(() => t.close());

const as = (cookie: string) => ({
  get: (url: string) => call(t.app, 'GET', url, { cookie }),
  post: (url: string, payload?: unknown) => call(t.app, 'POST', url, { cookie, ...(payload === undefined ? {} : { payload }) }),
});
const api = () => as(admin.cookie);

async function setMessage(message: string) {
  await api().post('/api/admin/maintenance/lock', { message });
  await api().post('/api/admin/maintenance/unlock');
}
async function snapshot(label: string): Promise<Snapshot> {
  const response = await api().post('/api/admin/snapshots', { label });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ snapshot: Snapshot }>().snapshot;
}
const storedMessage = async () => (await api().get('/api/admin/maintenance')).json<{ message: string }>().message;

describe('configuration snapshots through the API', () => {
  it('round-trips the maintenance message: snapshot, change, diff, restore', async () => {
    await setMessage('Message at snapshot time');
    const taken = await snapshot('Before results day');
    expect(taken).toMatchObject({ label: 'Before results day', keys: ['maintenance.message'], createdBy: { id: admin.id, email: admin.email } });

    await setMessage('A later message');
    const diff = (await api().get(`/api/admin/snapshots/${taken.id}/diff`)).json<SnapshotDiffResponse>();
    expect(diff).toEqual({
      snapshot: taken,
      changes: 1,
      entries: [
        {
          key: 'maintenance.message',
          label: maintenanceTexts.configLabels.maintenanceMessage,
          status: 'changed',
          current: 'A later message',
          snapshot: 'Message at snapshot time',
        },
      ],
    });

    const restored = await api().post(`/api/admin/snapshots/${taken.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ message: maintenanceTexts.snapshotRestored, snapshot: taken, restored: ['maintenance.message'] });
    expect(await storedMessage()).toBe('Message at snapshot time');
    expect((await api().get(`/api/admin/snapshots/${taken.id}/diff`)).json()).toMatchObject({ changes: 0, entries: [{ status: 'unchanged' }] });

    const again = await api().post(`/api/admin/snapshots/${taken.id}/restore`);
    expect(again.json()).toMatchObject({ message: maintenanceTexts.nothingToRestore, restored: [] });
  });

  it('changes the banner at once when restored while the site is locked, but never the lock itself', async () => {
    await setMessage('Calm message');
    const taken = await snapshot('Calm');
    await api().post('/api/admin/maintenance/lock', { message: 'Urgent message' });
    expect((await call(t.app, 'GET', '/api/maintenance')).json()).toMatchObject({ locked: true, message: 'Urgent message' });
    await api().post(`/api/admin/snapshots/${taken.id}/restore`);
    expect((await call(t.app, 'GET', '/api/maintenance')).json()).toMatchObject({ locked: true, message: 'Calm message' });
    await api().post('/api/admin/maintenance/unlock');
  });

  it('audits creating and restoring, with what changed', async () => {
    await setMessage('Audit one');
    const taken = await snapshot('Audited');
    await setMessage('Audit two');
    await api().post(`/api/admin/snapshots/${taken.id}/restore`);
    const entries = await t.database.db.select().from(systemErrorLogs).where(eq(systemErrorLogs.component, 'maintenance'));
    const forSnapshot = entries.filter((entry) => (entry.details as { target_id?: string }).target_id === taken.id);
    expect(forSnapshot.map((entry) => [entry.category, entry.action, entry.userId])).toEqual([
      ['ADMIN_ACTION', 'CONFIG_SNAPSHOT_CREATED', admin.id],
      ['ADMIN_ACTION', 'CONFIG_SNAPSHOT_RESTORED', admin.id],
    ]);
    expect(forSnapshot[1]?.details).toMatchObject({
      target_type: 'config_snapshot',
      changes: [{ key: 'maintenance.message', from: 'Audit two', to: 'Audit one' }],
    });
  });

  it('lists snapshots newest first', async () => {
    const older = await snapshot('Older');
    const newer = await snapshot('Newer');
    const { snapshots } = (await api().get('/api/admin/snapshots')).json<{ snapshots: Snapshot[] }>();
    expect(snapshots.findIndex((s) => s.id === newer.id)).toBeLessThan(snapshots.findIndex((s) => s.id === older.id));
  });

  it('ignores keys no longer registered and leaves settings the snapshot does not hold', async () => {
    await setMessage('Current message');
    const [row] = await t.database.db
      .insert(configSnapshots)
      .values({ label: 'From an older version', settings: { 'partners.tiers': [{ id: 'basic' }] }, createdBy: admin.id })
      .returning();
    const diff = (await api().get(`/api/admin/snapshots/${row!.id}/diff`)).json<SnapshotDiffResponse>();
    expect(diff.changes).toBe(0);
    expect(diff.entries.map((entry) => [entry.key, entry.status])).toEqual([
      ['maintenance.message', 'not-in-snapshot'],
      ['partners.tiers', 'not-registered'],
    ]);
    expect((await api().post(`/api/admin/snapshots/${row!.id}/restore`)).json()).toMatchObject({ restored: [] });
    expect(await storedMessage()).toBe('Current message');
  });

  it('refuses a snapshot whose value no longer fits, changing nothing', async () => {
    await setMessage('Safe message');
    const [row] = await t.database.db
      .insert(configSnapshots)
      .values({ label: 'Broken', settings: { 'maintenance.message': 'x'.repeat(500) }, createdBy: admin.id })
      .returning();
    const response = await api().post(`/api/admin/snapshots/${row!.id}/restore`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('CONFLICT');
    expect(await storedMessage()).toBe('Safe message');
  });

  it('answers 404 for an unknown snapshot and 400 for a missing label', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api().get(`/api/admin/snapshots/${unknown}/diff`)).statusCode).toBe(404);
    expect((await api().post(`/api/admin/snapshots/${unknown}/restore`)).statusCode).toBe(404);
    const missing = await api().post('/api/admin/snapshots', { label: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { label: maintenanceTexts.snapshotLabelRequired } } });
  });
});

describe('the configuration registry', () => {
  // Settings of other shapes, kept in memory, as partner tiers or knowledge entries would register.
  function memorySetting<V extends JsonValue>(key: string, schema: z.ZodType<V>, initial: V) {
    const store = { value: initial, restored: 0 };
    const setting: ConfigSetting<V> = {
      key,
      label: key,
      schema,
      read: () => Promise.resolve(store.value),
      write: (_executor, value) => {
        store.value = value;
        return Promise.resolve();
      },
      afterRestore: () => void store.restored++,
    };
    return { setting, store };
  }
  const audit = { adminAction: () => Promise.resolve() } as unknown as AuditService;

  it('restores every registered setting whole, and calls afterRestore only for those it changed', async () => {
    const tiers = memorySetting('partners.tiers', z.array(z.object({ id: z.string(), active: z.boolean() })), [{ id: 'basic', active: true }]);
    const entries = memorySetting('knowledge.entries', z.record(z.string(), z.string()), { aps: 'How APS works' });
    const registry = createConfigRegistry();
    registry.register(tiers.setting);
    registry.register(entries.setting);
    const service = createSnapshotsService({ db: t.database.db, clock: () => new Date(), audit, registry, users: usersServiceFor(t.database.db) });

    const { snapshot: taken } = await service.create(admin, 'Registry round trip');
    expect(taken.keys).toEqual(['knowledge.entries', 'partners.tiers']);
    tiers.store.value = [
      { id: 'basic', active: false },
      { id: 'premium', active: true },
    ];

    const diff = await service.diff(taken.id);
    expect(diff.entries.map((entry) => [entry.key, entry.status])).toEqual([
      ['partners.tiers', 'changed'],
      ['knowledge.entries', 'unchanged'],
    ]);
    expect((await service.restore(admin, taken.id)).restored).toEqual(['partners.tiers']);
    expect(tiers.store).toEqual({ value: [{ id: 'basic', active: true }], restored: 1 });
    expect(entries.store.restored).toBe(0);
  });

  it('writes nothing when any value no longer fits its setting', async () => {
    const first = memorySetting('a.first', z.string(), 'one');
    const strict = memorySetting('b.strict', z.number().int(), 1);
    const registry = createConfigRegistry();
    registry.register(first.setting);
    registry.register(strict.setting);
    const service = createSnapshotsService({ db: t.database.db, clock: () => new Date(), audit, registry, users: usersServiceFor(t.database.db) });
    const [row] = await t.database.db
      .insert(configSnapshots)
      .values({ label: 'Mixed', settings: { 'a.first': 'two', 'b.strict': 1.5 }, createdBy: admin.id })
      .returning();
    await expect(service.restore(admin, row!.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(first.store.value).toBe('one');
  });

  it('refuses a key registered twice', () => {
    const registry = createConfigRegistry();
    registry.register(memorySetting('same.key', z.string(), 'x').setting);
    expect(() => registry.register(memorySetting('same.key', z.string(), 'y').setting)).toThrow(/registered twice/);
  });
});
