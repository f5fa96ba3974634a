import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, noContentSchema } from '../../../lib/api-client';
import { DOCUMENTS_PATH } from './get-documents';
import { learnerKeys } from '../../../lib/query-keys';

export async function deleteDocument(documentId: string): Promise<void> {
  await apiCall(`${DOCUMENTS_PATH}/${encodeURIComponent(documentId)}`, { method: 'DELETE', schema: noContentSchema });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => client.invalidateQueries({ queryKey: learnerKeys.documents() }),
  });
}
