import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Document, type DocumentType, documentSchema } from '@kusasa/domain/schemas/documents';
import { apiCall } from '../../../lib/api-client';
import { DOCUMENTS_PATH } from './get-documents';
import { learnerKeys } from '../../../lib/query-keys';

export interface UploadDocumentInput {
  documentType: DocumentType;
  file: File;
  applicationId?: string;
}

/** Sends one file as multipart form data; the fields go before the file so the server reads them first. */
export async function uploadDocument({ documentType, file, applicationId }: UploadDocumentInput): Promise<Document> {
  const form = new FormData();
  form.append('documentType', documentType);
  if (applicationId) form.append('applicationId', applicationId);
  form.append('file', file, file.name);
  return apiCall(DOCUMENTS_PATH, { method: 'POST', body: form, schema: documentSchema });
}

export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: () => client.invalidateQueries({ queryKey: learnerKeys.documents() }),
  });
}
