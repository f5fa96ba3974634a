import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import { type AdminDocumentDecisionResponse, adminDocumentDecisionResponseSchema } from '@kusasa/domain/schemas/admin-documents';
import { ApiError, apiCall } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ADMIN_DOCUMENTS_PATH } from './get-admin-documents';
import { adminDashboardKeys } from './keys';

/** Issue 32: the learner's identity verified by hand from this certified ID copy. */
export function verifyIdentityFromCopy(documentId: string): Promise<AdminDocumentDecisionResponse> {
  return apiCall(`${ADMIN_DOCUMENTS_PATH}/${encodeURIComponent(documentId)}/verify-identity`, { method: 'POST', schema: adminDocumentDecisionResponseSchema });
}

/** Verifies, says so (or why not: a bureau already verified, say), and reloads the list. */
export function useVerifyIdentity({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyIdentityFromCopy,
    onSuccess: () => {
      toast.success(identityCheckTexts.manual.done);
      onDone();
      return client.invalidateQueries({ queryKey: adminDashboardKeys.documentLists() });
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : identityCheckTexts.manual.failed);
      onDone();
      return client.invalidateQueries({ queryKey: adminDashboardKeys.documentLists() });
    },
  });
}
