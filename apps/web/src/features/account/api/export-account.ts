import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountExportFile, accountExportFileSchema } from '@kusasa/domain/schemas/account-data';
import { apiCall } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { recheckSessionOn401 } from './session-lost';

export const ACCOUNT_EXPORT_PATH = '/api/account/export';
export const EXPORT_FAILED = 'We could not prepare your data. Please try again.';

/** The file name the server gives the download, for the day it is made. */
export const exportFilename = (now: Date = new Date()) => `kusasa-my-data-${now.toISOString().slice(0, 10)}.json`;

/** Everything Kusasa holds about the signed-in user (POPIA section 23). */
export function fetchAccountExport(): Promise<AccountExportFile> {
  return apiCall(ACCOUNT_EXPORT_PATH, { schema: accountExportFileSchema });
}

/** Fetches the export and saves it as a JSON file. */
export function useExportAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fetchAccountExport,
    onSuccess: (data) => downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFilename()),
    onError: (error) => recheckSessionOn401(client, error),
  });
}
