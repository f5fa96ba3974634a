import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_LIMIT } from '@kusasa/domain/rules/audit-log';
import { type AuditLogEntry, auditLogResponseSchema } from '@kusasa/domain/schemas/admin-audit';
import { apiCall } from '../../../lib/api-client';
import { adminDashboardKeys } from './keys';

export const AUDIT_LOG_PATH = '/api/admin/audit';

/** Admin actions, newest first: the log screen asks for 100 (seed 000). */
export async function getAuditLog(search: string, signal?: AbortSignal): Promise<AuditLogEntry[]> {
  const body = await apiCall(AUDIT_LOG_PATH, {
    query: { search: search || undefined, limit: AUDIT_LOG_LIMIT.default },
    signal,
    schema: auditLogResponseSchema,
  });
  return body.entries;
}

export const auditLogQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminDashboardKeys.auditLog(search),
    queryFn: ({ signal }) => getAuditLog(search, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(search: string) {
  return useQuery(auditLogQueryOptions(search));
}
