import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDocumentTexts } from '@kusasa/domain/admin-document-texts';
import { type AdminDecision, type AdminDocumentDecisionResponse, adminDocumentDecisionResponseSchema } from '@kusasa/domain/schemas/admin-documents';
import { toast } from '../../../lib/toast';
import { apiCall } from '../../../lib/api-client';
import { ADMIN_DOCUMENTS_PATH } from './get-admin-documents';
import { adminDashboardKeys } from './keys';

export interface DecideDocumentInput {
  documentId: string;
  status: AdminDecision;
  reason: string;
}

export async function decideDocument({ documentId, status, reason }: DecideDocumentInput): Promise<AdminDocumentDecisionResponse> {
  const body = { status, reason: reason.trim() || undefined };
  return apiCall(`${ADMIN_DOCUMENTS_PATH}/${encodeURIComponent(documentId)}`, { method: 'PATCH', body, schema: adminDocumentDecisionResponseSchema });
}

/** Sets a document's status, says so with the seed's toasts, and reloads the list. */
export function useDecideDocument({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideDocument,
    onSuccess: ({ document }) => {
      toast.success(adminDocumentTexts.updated(document.verificationStatus));
      onDone();
      return client.invalidateQueries({ queryKey: adminDashboardKeys.documentLists() });
    },
    onError: () => toast.error(adminDocumentTexts.updateFailed),
  });
}
