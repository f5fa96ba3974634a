import { auditLogDisplayRow } from '@kusasa/domain/rules/audit-log';
import { formatListDate } from '@kusasa/domain/rules/dates';
import type { AuditLogEntry } from '@kusasa/domain/schemas/admin-audit';
import { Table, TableFrame, Td, Th } from '../../components/ui/table';
import { SeverityBadge } from './severity-badge';

const NOT_GIVEN = 'N/A';

// On phones each entry is a card (time and severity; action and target; details) instead of five columns.
const card =
  'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1.5 max-sm:border-b max-sm:border-slate-200 max-sm:p-4 max-sm:last:border-0 dark:max-sm:border-slate-800';
const cell = 'max-sm:block max-sm:border-0 max-sm:p-0';

/** Columns Timestamp, Action, Target, Severity, Details; ids cut to 8 characters, 'System' without an admin. */
export function ActivityLogTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <TableFrame>
      <Table className="max-sm:block">
        <caption className="sr-only">Admin activity, newest first</caption>
        <thead className="max-sm:hidden">
          <tr>
            <Th>Timestamp</Th>
            <Th>Action</Th>
            <Th>Target</Th>
            <Th>Severity</Th>
            <Th>Details</Th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {entries.map((entry) => {
            const row = auditLogDisplayRow(entry);
            return (
              <tr key={entry.id} className={card}>
                <Td className={`${cell} whitespace-nowrap max-sm:text-slate-700 dark:max-sm:text-slate-300`}>
                  <time dateTime={row.occurredAt} title={row.occurredAt}>
                    {formatListDate(row.occurredAt)}
                  </time>
                </Td>
                <Td className={`${cell} max-sm:order-first max-sm:w-full`}>
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-slate-900 dark:bg-slate-800 dark:text-slate-100">
                    {row.action || NOT_GIVEN}
                  </code>
                </Td>
                <Td className={`${cell} whitespace-nowrap`}>
                  {row.targetId ? (
                    <>
                      {row.targetType && <span className="text-slate-700 dark:text-slate-300">{row.targetType} </span>}
                      <span className="font-mono" data-testid="target-id">
                        {row.targetId}
                      </span>
                    </>
                  ) : (
                    NOT_GIVEN
                  )}
                </Td>
                <Td className={`${cell} max-sm:ml-auto`}>
                  <SeverityBadge severity={row.severity} />
                </Td>
                <Td className={`${cell} min-w-64 max-sm:w-full max-sm:min-w-0`}>
                  <p>{row.message}</p>
                  <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                    By{' '}
                    <span className="font-mono" data-testid="admin-id">
                      {row.adminId}
                    </span>
                    {row.reason && <> · Reason: {row.reason}</>}
                  </p>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableFrame>
  );
}
