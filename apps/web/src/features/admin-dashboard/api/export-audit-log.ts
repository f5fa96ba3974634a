import { useMutation } from '@tanstack/react-query';
import { AUDIT_LOG_EXPORT_FILENAME } from '@kusasa/domain/rules/audit-log';
import { ApiError } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { toast } from '../../../lib/toast';

export const AUDIT_LOG_EXPORT_PATH = '/api/admin/audit/export';
export const EXPORT_FAILED = 'Could not export the activity log. Please try again.';

/** The server's admin-activity-log.csv for the same search as the screen. */
export async function fetchAuditLogCsv(search: string): Promise<Blob> {
  const query = search ? `?${new URLSearchParams({ search }).toString()}` : '';
  let response: Response;
  try {
    response = await fetch(`${AUDIT_LOG_EXPORT_PATH}${query}`, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  } catch {
    throw new ApiError({ code: 'NETWORK', message: EXPORT_FAILED, status: 0 });
  }
  if (!response.ok) throw new ApiError({ code: `HTTP_${response.status}`, message: EXPORT_FAILED, status: response.status });
  return response.blob();
}

export function useExportAuditLog() {
  return useMutation({
    mutationFn: fetchAuditLogCsv,
    onSuccess: (blob) => downloadBlob(blob, AUDIT_LOG_EXPORT_FILENAME),
    onError: () => toast.error(EXPORT_FAILED),
  });
}
