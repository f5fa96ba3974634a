/** Query keys of user management. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUsersKeys.all, 'list'] as const,
  list: (params: { page: number; pageSize: number; search: string }) => [...adminUsersKeys.lists(), params] as const,
};
