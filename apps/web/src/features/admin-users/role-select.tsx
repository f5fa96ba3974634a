import { type UserType, isUserType } from '@kusasa/domain/rules/roles';
import type { AdminUser } from '@kusasa/domain/schemas/admin-users';
import { cn } from '../../lib/cn';
import { useChangeRole } from './api/change-role';
import { ROLE_OPTIONS } from './role-options';

/**
 * One user's role selector. Each row has its own mutation, so changes on several rows can run at
 * once; while one runs its selector shows the requested role and is disabled. On failure the
 * selector falls back to the role the server holds.
 */
export function RoleSelect({ user }: { user: AdminUser }) {
  const changeRole = useChangeRole();
  const requested: UserType | undefined = changeRole.isPending ? changeRole.variables.userType : undefined;
  return (
    <select
      aria-label={`Role for ${user.email}`}
      value={requested ?? user.userType}
      disabled={changeRole.isPending}
      aria-busy={changeRole.isPending}
      onChange={(event) => {
        const userType = event.target.value;
        if (isUserType(userType) && userType !== user.userType) changeRole.mutate({ userId: user.id, userType });
      }}
      className={cn(
        'block min-h-11 w-full min-w-36 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-60',
        'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:outline-emerald-400',
      )}
    >
      {ROLE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
