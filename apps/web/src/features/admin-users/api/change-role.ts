import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@kusasa/domain/rules/roles';
import { type AdminUsersResponse, type RoleChangeResponse, roleChangeResponseSchema } from '@kusasa/domain/schemas/admin-users';
import { adminTexts } from '@kusasa/domain/admin-texts';
import { ApiError, apiCall } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminUsersKeys } from './keys';
import { SESSION_QUERY_KEY } from '../../../lib/query-keys';

export const roleChangePath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/role`;

export async function changeRole({ userId, userType }: { userId: string; userType: UserType }): Promise<RoleChangeResponse> {
  return apiCall(roleChangePath(userId), { method: 'PATCH', body: { userType }, schema: roleChangeResponseSchema });
}

/**
 * What the admin is told when a change fails: the server's reason when it gave one the admin can act
 * on ('Cannot remove admin privileges from yourself', 'User not found'), else the seed's fallback.
 */
export function roleChangeErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 401) return adminTexts.updateRoleFailed;
  return error.fields.userType ?? error.message;
}

/** Changes a user's role, then says so (seed texts) and reloads the list. */
export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: ({ user }) => {
      toast.success(adminTexts.roleUpdated);
      // Show the new role at once (no flicker back while the list reloads), then reload.
      client.setQueriesData<AdminUsersResponse>(
        { queryKey: adminUsersKeys.lists() },
        (page) => page && { ...page, users: page.users.map((row) => (row.id === user.id ? user : row)) },
      );
      return client.invalidateQueries({ queryKey: adminUsersKeys.lists() });
    },
    onError: (error) => {
      toast.error(roleChangeErrorMessage(error));
      // Signed out meanwhile: checking the session again takes the admin to /login.
      if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
