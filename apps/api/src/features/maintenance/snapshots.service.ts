import { isDeepStrictEqual } from 'node:util';
import { maintenanceTexts } from '@kusasa/domain/maintenance-texts';
import type {
  Snapshot,
  SnapshotCreatedResponse,
  SnapshotDiffEntry,
  SnapshotDiffResponse,
  SnapshotListResponse,
  SnapshotRestoredResponse,
} from '@kusasa/domain/schemas/maintenance';
import { fillText } from '@kusasa/domain/texts';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { ConfigRegistry, ConfigSetting, JsonValue } from '../../core/config-registry.ts';
import { createSnapshotsRepo, type SnapshotRow } from './snapshots.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

const COMPONENT = 'maintenance';

type Creator = { id: string; email: string; fullName: string | null };

function toSnapshot(row: SnapshotRow, creators: ReadonlyMap<string, Creator>): Snapshot {
  const creator = row.creatorId ? creators.get(row.creatorId) : undefined;
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    createdBy: creator ? { id: creator.id, email: creator.email, fullName: creator.fullName } : null,
    keys: Object.keys(row.settings).sort(),
  };
}

async function readAll(settings: readonly ConfigSetting[], executor: Executor): Promise<Record<string, JsonValue>> {
  const values: Record<string, JsonValue> = {};
  for (const setting of settings) values[setting.key] = await setting.read(executor);
  return values;
}

/** Each registered setting against the snapshot, then the snapshot's keys no longer registered. */
function diffEntries(settings: readonly ConfigSetting[], current: Record<string, JsonValue>, stored: Record<string, unknown>): SnapshotDiffEntry[] {
  const registered = settings.map((setting): SnapshotDiffEntry => {
    const inSnapshot = Object.hasOwn(stored, setting.key);
    const snapshot = inSnapshot ? (stored[setting.key] as JsonValue) : null;
    const now = current[setting.key] ?? null;
    const status = !inSnapshot ? 'not-in-snapshot' : isDeepStrictEqual(now, snapshot) ? 'unchanged' : 'changed';
    return { key: setting.key, label: setting.label, status, current: now, snapshot };
  });
  const known = new Set(settings.map((setting) => setting.key));
  const gone = Object.keys(stored)
    .filter((key) => !known.has(key))
    .sort()
    .map((key): SnapshotDiffEntry => ({ key, label: key, status: 'not-registered', current: null, snapshot: stored[key] as JsonValue }));
  return [...registered, ...gone];
}

// Snapshots of the admin-editable configuration (decision 0170): a snapshot reads every setting
// registered in the ConfigRegistry; a restore writes back, in one transaction with its audit
// entry, each setting the snapshot holds and that differs now. A setting registered after the
// snapshot was taken is left as it is; a snapshot key no longer registered is ignored.
export function createSnapshotsService({
  db,
  clock,
  audit,
  registry,
  users,
}: Pick<Kernel, 'db' | 'clock' | 'audit'> & {
  registry: ConfigRegistry;
  /** Who took each snapshot (features/users owns the users table). */
  users: Pick<UsersService, 'summariesOf'>;
}) {
  /** The snapshots as shown, with their creators found in one query. */
  async function shown(rows: readonly SnapshotRow[]): Promise<Snapshot[]> {
    const ids = rows.flatMap((row) => (row.creatorId ? [row.creatorId] : []));
    const creators = new Map((await users.summariesOf(ids)).map((creator) => [creator.id, creator]));
    return rows.map((row) => toSnapshot(row, creators));
  }
  const shownOne = async (row: SnapshotRow): Promise<Snapshot> => (await shown([row]))[0]!;

  async function load(executor: Executor, id: string): Promise<SnapshotRow> {
    const row = await createSnapshotsRepo(executor).find(id);
    if (!row) throw new AppError('NOT_FOUND', maintenanceTexts.snapshotNotFound);
    return row;
  }

  return {
    async list(): Promise<SnapshotListResponse> {
      return { snapshots: await shown(await createSnapshotsRepo(db).list()) };
    },

    async create(admin: Actor, label: string): Promise<SnapshotCreatedResponse> {
      const id = await db.transaction(async (tx) => {
        const values = await readAll(registry.settings(), tx);
        const created = await createSnapshotsRepo(tx).insert({ label, settings: values, createdBy: admin.id, createdAt: clock() });
        await audit.adminAction(
          {
            adminId: admin.id,
            action: 'CONFIG_SNAPSHOT_CREATED',
            message: `Configuration snapshot "${label}" created`,
            component: COMPONENT,
            targetType: 'config_snapshot',
            targetId: created,
            details: { keys: Object.keys(values) },
          },
          tx,
        );
        return created;
      });
      return { message: maintenanceTexts.snapshotCreated, snapshot: await shownOne(await load(db, id)) };
    },

    /** What a restore would change, shown before it. */
    async diff(id: string): Promise<SnapshotDiffResponse> {
      const row = await load(db, id);
      const settings = registry.settings();
      const entries = diffEntries(settings, await readAll(settings, db), row.settings);
      return { snapshot: await shownOne(row), entries, changes: entries.filter((entry) => entry.status === 'changed').length };
    },

    async restore(admin: Actor, id: string): Promise<SnapshotRestoredResponse> {
      const settings = registry.settings();
      const { row, restored } = await db.transaction(async (tx) => {
        const snapshot = await load(tx, id);
        const entries = diffEntries(settings, await readAll(settings, tx), snapshot.settings);
        const changed = entries.filter((entry) => entry.status === 'changed');
        // Every value is checked before any is written: a snapshot restores whole or not at all.
        const writes = changed.map((entry) => {
          const setting = settings.find((candidate) => candidate.key === entry.key)!;
          const parsed = setting.schema.safeParse(entry.snapshot);
          if (!parsed.success) throw new AppError('CONFLICT', fillText(maintenanceTexts.snapshotInvalidValue, { label: setting.label }));
          return () => setting.write(tx, parsed.data);
        });
        for (const write of writes) await write();
        await audit.adminAction(
          {
            adminId: admin.id,
            action: 'CONFIG_SNAPSHOT_RESTORED',
            message: `Configuration snapshot "${snapshot.label}" restored`,
            component: COMPONENT,
            targetType: 'config_snapshot',
            targetId: snapshot.id,
            details: { changes: changed.map(({ key, current, snapshot: value }) => ({ key, from: current, to: value })) },
          },
          tx,
        );
        return { row: snapshot, restored: changed.map((entry) => entry.key) };
      });
      for (const setting of settings) if (restored.includes(setting.key)) setting.afterRestore?.();
      return { message: restored.length > 0 ? maintenanceTexts.snapshotRestored : maintenanceTexts.nothingToRestore, snapshot: await shownOne(row), restored };
    },
  };
}
export type SnapshotsService = ReturnType<typeof createSnapshotsService>;
