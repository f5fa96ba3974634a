import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersResponse, adminUsersResponseSchema } from '@kusasa/domain/schemas/admin-users';
import { apiCall } from '../../../lib/api-client';
import { adminUsersKeys } from './keys';

export const ADMIN_USERS_PATH = '/api/admin/users';

export interface UsersPageParams {
  page: number;
  pageSize?: number;
  search: string;
}

/** One page of users, newest first. */
export async function getUsers({ page, pageSize = ADMIN_USERS_PAGE_SIZE.default, search }: UsersPageParams, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return apiCall(ADMIN_USERS_PATH, { query: { page, pageSize, search: search || undefined }, signal, schema: adminUsersResponseSchema });
}

export const usersQueryOptions = ({ page, pageSize = ADMIN_USERS_PAGE_SIZE.default, search }: UsersPageParams) =>
  queryOptions({
    queryKey: adminUsersKeys.list({ page, pageSize, search }),
    queryFn: ({ signal }) => getUsers({ page, pageSize, search }, signal),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersPageParams) {
  return useQuery(usersQueryOptions(params));
}
