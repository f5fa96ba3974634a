import { useMutation } from '@tanstack/react-query';
import { ALLOCATIONS_CSV_FILENAME, SPONSORS_CSV_FILENAME } from '@kusasa/domain/rules/sponsors';
import { adminSponsorTexts as texts } from '@kusasa/domain/sponsor-texts';
import { errorTexts } from '@kusasa/domain/texts';
import { ApiError } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { ALLOCATIONS_PATH, SPONSORS_PATH } from './hooks';

export type ExportKind = 'allocations' | 'sponsors';

const exports = {
  allocations: { path: `${ALLOCATIONS_PATH}/export`, filename: ALLOCATIONS_CSV_FILENAME, done: texts.allocationsExported, empty: texts.noAllocationsToExport },
  sponsors: { path: `${SPONSORS_PATH}/export`, filename: SPONSORS_CSV_FILENAME, done: texts.sponsorsExported, empty: texts.noSponsorsToExport },
} as const;

/** The server's CSV for the tab's filters; a 404 carries the seed's 'No ... to export'. */
async function fetchCsv(kind: ExportKind, query: Record<string, string | undefined>): Promise<Blob> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  let response: Response;
  try {
    response = await fetch(`${exports[kind].path}${search ? `?${search}` : ''}`, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  } catch {
    throw new ApiError({ code: 'NETWORK', message: errorTexts.generic, status: 0 });
  }
  if (response.status === 404) throw new ApiError({ code: 'NOT_FOUND', message: exports[kind].empty, status: 404 });
  if (!response.ok) throw new ApiError({ code: `HTTP_${response.status}`, message: errorTexts.generic, status: response.status });
  return response.blob();
}

/** Export CSV: allocations.csv or sponsors.csv, then the seed's 'Allocations exported!' / 'Sponsors exported!'. */
export function useExportCsv() {
  return useMutation({
    mutationFn: ({ kind, query }: { kind: ExportKind; query: Record<string, string | undefined> }) => fetchCsv(kind, query),
    onSuccess: (blob, { kind }) => {
      downloadBlob(blob, exports[kind].filename);
      toast.success(exports[kind].done);
    },
    onError: (error) => toast.error(error.message),
  });
}
