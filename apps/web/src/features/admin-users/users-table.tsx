import { identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { AdminUser } from '@kusasa/domain/schemas/admin-users';
import { Badge } from '../../components/ui/badge';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { CardCell, CardRow, Table, TableFrame, Th } from '../../components/ui/table';
import { RoleSelect } from './role-select';

/** Users newest first: email, name, identity check, role selector and when the account was created. */
export function UsersTable({ users, currentUserId }: { users: AdminUser[]; currentUserId: string | undefined }) {
  return (
    <TableFrame>
      <Table className="max-sm:block">
        <caption className="sr-only">Users, newest first</caption>
        <thead className="max-sm:hidden">
          <tr>
            <Th>Email</Th>
            <Th>Name</Th>
            <Th>{identityCheckTexts.heading}</Th>
            <Th>Type</Th>
            <Th>Created</Th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {users.map((user) => (
            <CardRow key={user.id}>
              <CardCell className="max-w-64 font-medium break-all text-slate-950 max-sm:col-span-2 max-sm:max-w-none dark:text-white">
                {user.email}
                {user.id === currentUserId && (
                  <Badge tone="neutral" className="ml-2 px-2 py-0.5 text-xs">
                    You
                  </Badge>
                )}
              </CardCell>
              <CardCell className="min-w-32 max-sm:min-w-0">{user.fullName ?? <span className="text-slate-600 dark:text-slate-400">Not given</span>}</CardCell>
              <CardCell className="max-sm:col-span-2">
                {/* A learner's check in its exact words (issue 32); other accounts are made by operators, not checked. */}
                {user.identityCheck || user.userType === 'student' ? (
                  <IdentityCheckBadge check={user.identityCheck} size="sm" />
                ) : (
                  <span className="text-slate-600 dark:text-slate-400" title={identityCheckTexts.noneForOperatorMade}>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{identityCheckTexts.noneForOperatorMade}</span>
                  </span>
                )}
              </CardCell>
              <CardCell className="py-2 max-sm:order-last max-sm:col-span-2 max-sm:mt-1">
                <RoleSelect user={user} />
              </CardCell>
              <CardCell className="whitespace-nowrap max-sm:text-right max-sm:text-slate-700 dark:max-sm:text-slate-300">
                <time dateTime={user.createdAt}>{formatListDate(user.createdAt)}</time>
              </CardCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
