import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DOCUMENTS_PATH } from './get-documents';
import { learnerKeys } from '../../../lib/query-keys';

export async function deleteDocument(documentId: string): Promise<void> {
  await api.delete<unknown>(`${DOCUMENTS_PATH}/${encodeURIComponent(documentId)}`);
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => client.invalidateQueries({ queryKey: learnerKeys.documents() }),
  });
}
