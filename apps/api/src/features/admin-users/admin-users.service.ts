import { parseUserType, type UserType } from '@kusasa/domain/rules/roles';
import { adminUsersQuerySchema, type AdminUser, type AdminUsersQuery, type AdminUsersResponse } from '@kusasa/domain/schemas/admin-users';
import type { NewNotification, Notification } from '@kusasa/domain/schemas/notifications';
import { adminTexts } from '@kusasa/domain/admin-texts';
import { authTexts, fillText } from '@kusasa/domain/texts';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { UserListRow } from '../../core/users/user-lists.repo.ts';
import { toIdentityCheck } from '../../core/users/identity-check.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Kernel } from '../../core/kernel.ts';

export const ROLE_CHANGE_ACTION = 'ROLE_CHANGE';

/** Stores a notification for a user and announces it live once `tx` commits (app.notify, wired in its area). */
export type Notify = (userId: string, input: NewNotification, tx: Executor) => Promise<Notification>;

const toAdminUser = (row: UserListRow): AdminUser => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  userType: parseUserType(row.userType),
  createdAt: row.createdAt.toISOString(),
  idVerified: row.idVerified,
  identityCheck: toIdentityCheck(row),
});

// User management (/admin/users). Sessions read the user type from the users row on every
// request, so a role change takes effect on the user's next request without ending their sessions
// (docs/decisions/0009-admin-roles-audit-and-live-notifications.md). The changed user is told through
// their notification bell.
export interface AdminUsersDeps extends Pick<Kernel, 'db' | 'clock' | 'audit'> {
  notify: Notify;
  users: Pick<UsersService, 'page' | 'lock' | 'setUserType'>;
}

export function createAdminUsersService({ db, clock, audit, notify, users }: AdminUsersDeps) {
  return {
    async list(query: AdminUsersQuery): Promise<AdminUsersResponse> {
      const { page, pageSize, search } = adminUsersQuerySchema.parse(query);
      const { rows, total } = await users.page({ offset: (page - 1) * pageSize, limit: pageSize, search: search || undefined });
      return { users: rows.map(toAdminUser), page, pageSize, total };
    },

    /**
     * Sets a user's type. An admin cannot give themselves another type (seed 000 section 5), so the
     * last admin can never remove the last admin. Runs in one transaction with its audit entry and
     * the user's notification: the user hears of it only if the change commits.
     */
    async changeRole(actor: Actor, userId: string, userType: UserType): Promise<AdminUser> {
      if (actor.id === userId && userType !== 'admin') {
        await audit.security({
          action: 'ROLE_CHANGE_REFUSED',
          message: 'An admin tried to remove their own admin privileges',
          severity: 'warning',
          component: 'admin-users',
          userId: actor.id,
          details: { target_type: 'user', target_id: userId, requested: userType },
        });
        throw new AppError('CONFLICT', authTexts.cannotDemoteSelf, { userType: authTexts.cannotDemoteSelf });
      }
      return db.transaction(async (tx) => {
        const locked = await users.lock([...new Set([actor.id, userId])], tx);
        const target = locked.find((row) => row.id === userId);
        if (!target) throw new AppError('NOT_FOUND', adminTexts.userNotFound);
        // Checked again under the lock: two admins demoting each other at once must not both succeed.
        if (locked.find((row) => row.id === actor.id)?.userType !== 'admin') throw new AppError('FORBIDDEN', authTexts.adminRequired);
        const from = target.userType;
        if (from === userType) return toAdminUser(target);
        await users.setUserType(userId, userType, clock(), tx);
        await audit.adminAction(
          {
            adminId: actor.id,
            action: ROLE_CHANGE_ACTION,
            message: `User role changed from ${from} to ${userType}`,
            component: 'admin-users',
            targetType: 'user',
            targetId: userId,
            details: { from, to: userType },
          },
          tx,
        );
        await notify(
          userId,
          { title: adminTexts.roleChangedTitle, message: fillText(adminTexts.roleChangedMessage, { from, to: userType }), type: 'system' },
          tx,
        );
        return toAdminUser({ ...target, userType });
      });
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
