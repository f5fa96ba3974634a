import { documentTexts } from '@kusasa/domain/document-texts';
import { MAX_DOCUMENT_BYTES } from '@kusasa/domain/schemas/documents';

/** The server's file checks done first, so a wrong file fails before it is sent (PDF, JPG or PNG, at most 1MB). */
export function fileProblem(file: File): string | null {
  if (file.size > MAX_DOCUMENT_BYTES) return documentTexts.upload.tooLarge;
  if (file.size === 0) return documentTexts.upload.empty;
  if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) return documentTexts.upload.wrongType;
  return null;
}
