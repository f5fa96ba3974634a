import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { configSnapshots } from '../../db/schema/maintenance.ts';

export const SNAPSHOT_LIST_LIMIT = 100;

const columns = {
  id: configSnapshots.id,
  label: configSnapshots.label,
  settings: configSnapshots.settings,
  createdAt: configSnapshots.createdAt,
  /** Who took it: the service asks the users service for the name and email. */
  creatorId: configSnapshots.createdBy,
};

const selectSnapshots = (db: Executor) => db.select(columns).from(configSnapshots);
export type SnapshotRow = Awaited<ReturnType<typeof selectSnapshots>>[number];

export function createSnapshotsRepo(db: Executor) {
  return {
    async insert(values: { label: string; settings: Record<string, unknown>; createdBy: string; createdAt: Date }): Promise<string> {
      const [row] = await db.insert(configSnapshots).values(values).returning({ id: configSnapshots.id });
      if (!row) throw new Error('snapshot insert returned no row');
      return row.id;
    },

    async find(id: string): Promise<SnapshotRow | undefined> {
      const [row] = await selectSnapshots(db).where(eq(configSnapshots.id, id));
      return row;
    },

    /** Newest first. */
    async list(): Promise<SnapshotRow[]> {
      return selectSnapshots(db).orderBy(desc(configSnapshots.createdAt), desc(configSnapshots.id)).limit(SNAPSHOT_LIST_LIMIT);
    },
  };
}
