import { z } from 'zod';
import { maintenanceTexts } from '@kusasa/domain/maintenance-texts';
import {
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_UNTIL_MAX_DAYS,
  type AdminMaintenanceState,
  type LockRequest,
  type MaintenanceChangeResponse,
  type MaintenanceStatus,
} from '@kusasa/domain/schemas/maintenance';
import { fillText } from '@kusasa/domain/texts';
import type { Actor } from '../../auth/policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { ConfigSetting } from '../../core/config-registry.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { LockState } from './lock-state.ts';
import { createMaintenanceRepo, type LockRow } from './maintenance.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

const COMPONENT = 'maintenance';
const DAY_MS = 24 * 60 * 60_000;
export const MAINTENANCE_MESSAGE_KEY = 'maintenance.message';

/** What everyone sees: the message and times only while locked. */
export function publicStatus(row: LockRow, now: Date): MaintenanceStatus {
  if (!row.locked) return { locked: false, message: null, until: null, since: null, overdue: false };
  return {
    locked: true,
    message: row.message ?? maintenanceTexts.defaultMessage,
    until: row.until?.toISOString() ?? null,
    since: row.lockedAt?.toISOString() ?? null,
    overdue: row.until !== null && row.until.getTime() <= now.getTime(),
  };
}

/** Who an admin is, from the users service (features/users owns the users table). */
export type AdminsById = Pick<UsersService, 'summariesOf'>;

async function adminState(users: AdminsById, row: LockRow, now: Date): Promise<AdminMaintenanceState> {
  const [admin] = row.changedById ? await users.summariesOf([row.changedById]) : [];
  const changedBy = admin ? { id: admin.id, email: admin.email, fullName: admin.fullName } : null;
  return { ...publicStatus(row, now), message: row.message ?? maintenanceTexts.defaultMessage, changedBy, changedAt: row.changedAt?.toISOString() ?? null };
}

// The site-wide maintenance switch (decision 0170). A lock is an admin action: the change, its
// audit entry and the NOTIFY that tells every instance commit together. `until` is announced,
// not enforced: the site stays locked until an admin unlocks, because ending maintenance
// unattended could open the site half-way through the work; past it, the banner says it is late.
export function createMaintenanceService({
  db,
  clock,
  audit,
  lockState,
  users,
}: Pick<Kernel, 'db' | 'clock' | 'audit'> & {
  lockState: LockState;
  users: AdminsById;
}) {
  function checkUntil(until: string | null | undefined, now: Date): Date | null {
    if (!until) return null;
    const end = new Date(until);
    if (end.getTime() <= now.getTime()) throw new AppError('VALIDATION', maintenanceTexts.untilInPast, { until: maintenanceTexts.untilInPast });
    if (end.getTime() - now.getTime() > MAINTENANCE_UNTIL_MAX_DAYS * DAY_MS) {
      const message = fillText(maintenanceTexts.untilTooFar, { days: String(MAINTENANCE_UNTIL_MAX_DAYS) });
      throw new AppError('VALIDATION', message, { until: message });
    }
    return end;
  }

  async function change(
    admin: Actor,
    apply: (before: LockRow, now: Date) => { after: Omit<LockRow, 'changedById' | 'changedAt'>; action: string; message: string },
  ): Promise<AdminMaintenanceState> {
    const now = clock();
    await db.transaction(async (tx) => {
      const repo = createMaintenanceRepo(tx);
      const before = await repo.readForUpdate();
      const { after, action, message } = apply(before, now);
      await repo.save({ locked: after.locked, message: after.message, until: after.until, lockedAt: after.lockedAt, changedBy: admin.id, changedAt: now });
      await audit.adminAction(
        {
          adminId: admin.id,
          action,
          message,
          component: COMPONENT,
          targetType: 'site',
          targetId: 'maintenance',
          details: {
            from: { locked: before.locked, message: before.message, until: before.until?.toISOString() ?? null },
            to: { locked: after.locked, message: after.message, until: after.until?.toISOString() ?? null },
          },
        },
        tx,
      );
      await repo.announce();
    });
    lockState.invalidate();
    return adminState(users, await createMaintenanceRepo(db).read(), now);
  }

  return {
    /** The public answer, from this instance's cached copy. */
    async status(): Promise<MaintenanceStatus> {
      return publicStatus(await lockState.current(), clock());
    },

    /** The admin's view, read fresh. */
    async adminState(): Promise<AdminMaintenanceState> {
      return adminState(users, await createMaintenanceRepo(db).read(), clock());
    },

    /** Locks the site, or, when it is locked already, changes its message and announced end. */
    async lock(admin: Actor, request: LockRequest): Promise<MaintenanceChangeResponse> {
      const until = checkUntil(request.until, clock());
      let wasLocked = false;
      const state = await change(admin, (before, now) => {
        wasLocked = before.locked;
        return {
          after: { locked: true, message: request.message, until, lockedAt: before.locked ? before.lockedAt : now },
          action: before.locked ? 'MAINTENANCE_UPDATED' : 'MAINTENANCE_LOCKED',
          message: before.locked ? 'Maintenance message or end time changed' : 'Site locked for maintenance',
        };
      });
      return { message: wasLocked ? maintenanceTexts.lockUpdated : maintenanceTexts.locked, state };
    },

    async unlock(admin: Actor): Promise<MaintenanceChangeResponse> {
      const state = await change(admin, (before) => {
        if (!before.locked) throw new AppError('CONFLICT', maintenanceTexts.notLocked);
        return {
          after: { locked: false, message: before.message, until: null, lockedAt: null },
          action: 'MAINTENANCE_UNLOCKED',
          message: 'Site unlocked after maintenance',
        };
      });
      return { message: maintenanceTexts.unlocked, state };
    },

    /** The lock message as a snapshot setting: only the message, never the switch itself. */
    messageSetting(): ConfigSetting<string | null> {
      return {
        key: MAINTENANCE_MESSAGE_KEY,
        label: maintenanceTexts.configLabels.maintenanceMessage,
        schema: z.string().max(MAINTENANCE_MESSAGE_MAX).nullable(),
        read: async (executor) => (await createMaintenanceRepo(executor).read()).message,
        write: async (executor, value) => {
          const repo = createMaintenanceRepo(executor);
          await repo.saveMessage(value, clock());
          await repo.announce();
        },
        afterRestore: () => lockState.invalidate(),
      };
    },
  };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
