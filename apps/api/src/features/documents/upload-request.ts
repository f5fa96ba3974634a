import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { documentTexts } from '@kusasa/domain/document-texts';
import { MAX_DOCUMENT_BYTES } from '@kusasa/domain/schemas/documents';
import { AppError } from '../../http/app-error.ts';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

export interface UploadRequest {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

/** Busboy's limits: one file of at most 1 MB and a few short fields. */
export const MULTIPART_LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1_000, parts: 12 } as const;

const isTooLarge = (error: unknown) => (error as { code?: string } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE';
const isTooMany = (error: unknown) => ['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes((error as { code?: string } | undefined)?.code ?? '');

/**
 * Reads a multipart upload in any field order. The file is buffered (at most 1 MB): its type is
 * decided from its first bytes, and it is stored only after every check passed.
 */
export async function readUploadRequest(request: FastifyRequest): Promise<UploadRequest> {
  if (!request.isMultipart()) throw new AppError('VALIDATION', documentTexts.upload.missingFile, { file: documentTexts.upload.missingFile });
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { bytes, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', documentTexts.upload.tooLarge);
    if (isTooMany(error)) throw new AppError('VALIDATION', 'Send one file with its document type.');
    throw error;
  }
  return { fields, file };
}
