import { type SignedLink, signedLinkSchema } from '@kusasa/domain/schemas/documents';
import { api } from '../../../lib/api-client';
import { DOCUMENTS_PATH } from './get-documents';

/** A link to the file that works for 60 seconds; fetched on demand, never cached. */
export async function getDocumentLink(documentId: string): Promise<SignedLink> {
  return signedLinkSchema.parse(await api.get<unknown>(`${DOCUMENTS_PATH}/${encodeURIComponent(documentId)}/link`));
}

/**
 * Opens the document in a new tab. The tab is opened before the link is fetched, inside the click,
 * so popup blockers allow it; it is closed again if the link cannot be had.
 */
export async function openDocument(documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await getDocumentLink(documentId);
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
