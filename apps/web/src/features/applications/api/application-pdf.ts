import { useMutation, useQuery } from '@tanstack/react-query';
import { applicationCheckSchema, type ApplicationCheck } from '@kusasa/domain/schemas/application-checks';
import { apiCall, networkError, responseError } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';

export const APPLICATION_PDF_FILENAME = 'kusasa-application.pdf';

/** GET /api/applications/:id/pdf: the branded PDF (Essential and up); a refusal carries the server's words. */
export async function fetchApplicationPdf(applicationId: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/applications/${applicationId}/pdf`, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await responseError(response);
  return response.blob();
}

export function useDownloadApplicationPdf(applicationId: string) {
  return useMutation({
    mutationFn: () => fetchApplicationPdf(applicationId),
    onSuccess: (blob) => downloadBlob(blob, APPLICATION_PDF_FILENAME),
  });
}

/** GET /api/application-checks/:token: what a PDF's QR code confirms (no account needed). */
export function useApplicationCheck(token: string) {
  return useQuery<ApplicationCheck>({
    queryKey: ['application-check', token],
    queryFn: ({ signal }) => apiCall(`/api/application-checks/${encodeURIComponent(token)}`, { signal, schema: applicationCheckSchema }),
    enabled: token !== '',
    retry: false,
  });
}
