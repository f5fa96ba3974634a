import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { maintenanceState } from '../../db/schema/maintenance.ts';

/** Lowercase: PGlite's listen does not quote channel names (db/database.ts). */
export const MAINTENANCE_CHANNEL = 'maintenance';
const ROW_ID = 1;

export interface LockRow {
  locked: boolean;
  message: string | null;
  until: Date | null;
  lockedAt: Date | null;
  changedAt: Date | null;
  /** The admin who changed it last; the service asks the users service who that is. */
  changedById: string | null;
}

export const UNLOCKED: LockRow = { locked: false, message: null, until: null, lockedAt: null, changedAt: null, changedById: null };

const columns = {
  locked: maintenanceState.locked,
  message: maintenanceState.message,
  until: maintenanceState.until,
  lockedAt: maintenanceState.lockedAt,
  changedAt: maintenanceState.changedAt,
  changedById: maintenanceState.changedBy,
};

const selectState = (db: Executor) => db.select(columns).from(maintenanceState).where(eq(maintenanceState.id, ROW_ID));
type Selected = Awaited<ReturnType<typeof selectState>>[number];

function toLockRow(row: Selected | undefined): LockRow {
  if (!row) return UNLOCKED;
  return {
    locked: row.locked,
    message: row.message,
    until: row.until,
    lockedAt: row.lockedAt,
    changedAt: row.changedAt,
    changedById: row.changedById,
  };
}

// The one maintenance_state row. Every change runs `announce` in its transaction, so every app
// instance drops its cached copy when (and only if) the change commits.
export function createMaintenanceRepo(db: Executor) {
  const select = () => selectState(db);

  return {
    async read(): Promise<LockRow> {
      const [row] = await select();
      return toLockRow(row);
    },

    /** The row locked for this transaction (created first if it does not exist yet). */
    async readForUpdate(): Promise<LockRow> {
      await db.insert(maintenanceState).values({ id: ROW_ID }).onConflictDoNothing();
      const [row] = await select().for('update', { of: maintenanceState });
      return toLockRow(row);
    },

    async save(values: {
      locked: boolean;
      message: string | null;
      until: Date | null;
      lockedAt: Date | null;
      changedBy: string | null;
      changedAt: Date;
    }): Promise<void> {
      await db
        .insert(maintenanceState)
        .values({ id: ROW_ID, ...values })
        .onConflictDoUpdate({ target: maintenanceState.id, set: values });
    },

    /** Only the message (a snapshot restore): the lock itself is an operator's switch, not configuration. */
    async saveMessage(message: string | null, changedAt: Date): Promise<void> {
      await db
        .insert(maintenanceState)
        .values({ id: ROW_ID, message, changedAt })
        .onConflictDoUpdate({ target: maintenanceState.id, set: { message, changedAt } });
    },

    /** Tells every instance the state changed; inside a transaction it is sent at commit. */
    async announce(): Promise<void> {
      await db.execute(sql`select pg_notify(${MAINTENANCE_CHANNEL}, '')`);
    },
  };
}
