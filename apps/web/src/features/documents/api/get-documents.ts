import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DocumentList, documentListSchema } from '@kusasa/domain/schemas/documents';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

export const DOCUMENTS_PATH = '/api/documents';

/** The learner's own documents, newest first, with what their plan allows. */
export async function getDocuments(signal?: AbortSignal): Promise<DocumentList> {
  return apiCall(DOCUMENTS_PATH, { signal, schema: documentListSchema });
}

export const documentsQueryOptions = queryOptions({
  queryKey: learnerKeys.documents(),
  queryFn: ({ signal }) => getDocuments(signal),
  // Verification results arrive as notifications, which invalidate this list (useLiveDocuments).
  staleTime: 60_000,
  // A fallback for when the live stream is down: while a fresh upload awaits its automatic check, ask again every 5 s.
  refetchInterval: (query) => (awaitingCheck(query.state.data) ? 5_000 : false),
});

const AWAIT_CHECK_MS = 5 * 60_000;

function awaitingCheck(list: DocumentList | undefined): boolean {
  if (!list?.automaticVerification) return false;
  return list.documents.some((d) => d.verificationStatus === 'pending' && d.verification === null && Date.now() - Date.parse(d.createdAt) < AWAIT_CHECK_MS);
}

export function useDocuments() {
  return useQuery(documentsQueryOptions);
}
