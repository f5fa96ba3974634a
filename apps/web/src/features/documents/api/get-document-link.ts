import { type SignedLink, signedLinkSchema } from '@kusasa/domain/schemas/documents';
import { apiCall } from '../../../lib/api-client';
import { openInNewTab } from '../../../lib/open-in-new-tab';
import { DOCUMENTS_PATH } from './get-documents';

/** A link to the file that works for 60 seconds; fetched on demand, never cached. */
export async function getDocumentLink(documentId: string): Promise<SignedLink> {
  return apiCall(`${DOCUMENTS_PATH}/${encodeURIComponent(documentId)}/link`, { schema: signedLinkSchema });
}

/** Opens the file in a new tab (see lib/open-in-new-tab). */
export function openDocument(documentId: string): Promise<void> {
  return openInNewTab(async () => (await getDocumentLink(documentId)).url);
}
