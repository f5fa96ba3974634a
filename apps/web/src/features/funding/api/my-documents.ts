import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Document, documentListSchema, documentSchema } from '@kusasa/domain/schemas/documents';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

const DOCUMENTS_PATH = '/api/documents';

/** GET /api/documents: the learner's own documents, newest first (for the ID already uploaded and appeal evidence). */
export function useMyDocuments(enabled = true) {
  return useQuery({
    queryKey: learnerKeys.documents(),
    queryFn: ({ signal }) => apiCall(DOCUMENTS_PATH, { signal, schema: documentListSchema }),
    enabled,
  });
}

/** POST /api/documents: a certified copy for NSFAS, as multipart form data (the type before the file). */
export async function uploadFundingDocument(file: File): Promise<Document> {
  const form = new FormData();
  form.append('documentType', 'fundingDocument');
  form.append('file', file, file.name);
  return apiCall(DOCUMENTS_PATH, { method: 'POST', body: form, schema: documentSchema });
}

export function useUploadFundingDocument() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadFundingDocument, onSettled: () => client.invalidateQueries({ queryKey: learnerKeys.documents() }) });
}
