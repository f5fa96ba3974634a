import { documentSchema } from '@kusasa/domain/schemas/documents';
import { apiCall } from '../../../lib/api-client';

export const DOCUMENTS_UPLOAD_PATH = '/api/documents';

/** Attaches the optional PDF to a saved application (the documents feature stores and checks it). */
export async function uploadApplicationDocument(applicationId: string, file: File): Promise<void> {
  const form = new FormData();
  form.set('documentType', 'applicationDocument');
  form.set('applicationId', applicationId);
  form.set('file', file, file.name);
  await apiCall(DOCUMENTS_UPLOAD_PATH, { method: 'POST', body: form, schema: documentSchema });
}
