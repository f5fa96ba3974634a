import { type SignedLink, signedLinkSchema } from '@kusasa/domain/schemas/documents';
import { apiCall } from '../../../lib/api-client';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { ADMIN_DOCUMENTS_PATH } from './get-admin-documents';

/** A link to the file that works for 300 seconds (seed 002); fetched on demand, never cached. */
export async function getAdminDocumentLink(documentId: string): Promise<SignedLink> {
  return apiCall(`${ADMIN_DOCUMENTS_PATH}/${encodeURIComponent(documentId)}/link`, { schema: signedLinkSchema });
}

/** Opens the file in a new tab (see lib/open-in-new-tab). */
export function openAdminDocument(documentId: string): Promise<void> {
  return openInNewTab(async () => (await getAdminDocumentLink(documentId)).url);
}
