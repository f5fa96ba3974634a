import { type SignedLink, signedLinkSchema } from '@kusasa/domain/schemas/documents';
import { api } from '../../../lib/api-client';
import { ADMIN_DOCUMENTS_PATH } from './get-admin-documents';

/** A link to the file that works for 300 seconds (seed 002); fetched on demand, never cached. */
export async function getAdminDocumentLink(documentId: string): Promise<SignedLink> {
  return signedLinkSchema.parse(await api.get<unknown>(`${ADMIN_DOCUMENTS_PATH}/${encodeURIComponent(documentId)}/link`));
}

/** Opens the file in a new tab: opened inside the click so popup blockers allow it, closed again on failure. */
export async function openAdminDocument(documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await getAdminDocumentLink(documentId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
