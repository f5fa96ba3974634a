import { useEffect, useState } from 'react';
import { ADMIN_USERS_PAGE_SIZE } from '@kusasa/domain/schemas/admin-users';
import { adminTexts } from '@kusasa/domain/admin-texts';
import { authTexts } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/container';
import { InputField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSession } from '../../lib/session';
import { useUsers } from './api/get-users';
import { Pagination } from '../../components/ui/pagination';
import { UsersTable } from './users-table';
import { RetryAlert } from '../../components/ui/load-failed';

/** /admin/users (seeds 000 and 002): every account, newest first, with a role selector per row. */
export default function UsersPage({ title }: PageProps) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [page, setPage] = useState(1);
  // A new search starts again at the first page (compared during render, not in an effect).
  const [lastSearch, setLastSearch] = useState(search);
  if (lastSearch !== search) {
    setLastSearch(search);
    setPage(1);
  }

  const query = useUsers({ page, search });
  const session = useSession();
  const currentUserId = session.status === 'signed-in' ? session.user.id : undefined;
  const { data } = query;
  const forbidden = query.error instanceof ApiError && query.error.status === 403;

  // The seed's 'Failed to fetch users', once per failed load (not for a refused admin or a lost session).
  const { errorUpdatedAt, error } = query;
  useEffect(() => {
    if (!errorUpdatedAt) return;
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    toast.error(adminTexts.fetchUsersFailed);
  }, [errorUpdatedAt, error]);

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        Change what each account can do. A new role applies on the user&apos;s next request, and they are told in their notifications.
      </p>

      {forbidden ? (
        <Alert tone="error" className="mt-6">
          {authTexts.adminRequired}
        </Alert>
      ) : (
        <>
          <form role="search" className="mt-6 max-w-md" onSubmit={(event) => event.preventDefault()}>
            <InputField
              id="user-search"
              type="search"
              label="Search users"
              placeholder="Name or email"
              autoComplete="off"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </form>
          <div className="mt-6">
            {!data && !query.isError ? (
              <div className="flex min-h-48 items-center justify-center">
                <Spinner label="Loading users..." />
              </div>
            ) : !data ? (
              <RetryAlert message={adminTexts.fetchUsersFailed} retry="Try again" query={query} />
            ) : data.users.length === 0 ? (
              <p
                role="status"
                className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300"
              >
                {search ? `No users match “${search}”.` : 'No users found'}
              </p>
            ) : (
              <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}>
                <UsersTable users={data.users} currentUserId={currentUserId} />
                <Pagination
                  page={page}
                  pageSize={data.pageSize || ADMIN_USERS_PAGE_SIZE.default}
                  total={data.total}
                  shown={data.users.length}
                  onPage={setPage}
                />
              </div>
            )}
          </div>
        </>
      )}
    </Container>
  );
}
