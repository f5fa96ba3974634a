import { documentTexts } from '@kusasa/domain/document-texts';
import { isAutoChecked } from '@kusasa/domain/rules/document-checks';
import { UPGRADE_URL } from '@kusasa/domain/rules/plans';
import { documentUploadFieldsSchema, type Document, type DocumentType } from '@kusasa/domain/schemas/documents';
import { FileExistsError, type FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Actor } from '../../auth/policy.ts';
import { AppError } from '../../http/app-error.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { cleanFileName, toDocument } from './document-mapper.ts';
import { createDocumentsRepo } from './documents.repo.ts';
import type { UploadRequest } from './upload-request.ts';
import type { Kernel } from '../../core/kernel.ts';

export const VERIFY_DOCUMENT_JOB = 'document.verify';
const texts = documentTexts.upload;

/** Accepted by what the bytes are (magic numbers), never by the name or the browser's header. */
const ACCEPTED = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
type AcceptedMime = keyof typeof ACCEPTED;
const isAccepted = (mime: string): mime is AcceptedMime => Object.hasOwn(ACCEPTED, mime);

export interface UploadDeps extends Pick<Kernel, 'db' | 'clock' | 'plans' | 'jobs' | 'storage'> {
  users: Pick<UsersService, 'lock'>;
}

async function detectType(bytes: Buffer, documentType: DocumentType): Promise<{ mime: AcceptedMime; ext: string }> {
  if (bytes.length === 0) throw new AppError('VALIDATION', texts.empty, { file: texts.empty });
  const detected = await (await import('file-type')).fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', documentType === 'applicationDocument' ? texts.pdfOnly : texts.wrongType);
  if (documentType === 'applicationDocument' && detected.mime !== 'application/pdf') throw new AppError('UNSUPPORTED_MEDIA_TYPE', texts.pdfOnly);
  return { mime: detected.mime, ext: ACCEPTED[detected.mime] };
}

function planLimitError(cap: number, planName: string): AppError {
  return new AppError('PLAN_LIMIT', texts.planLimit(cap, planName), undefined, { extra: { upgradeUrl: UPGRADE_URL } });
}

/** Stores under users/{userId}/documents/{type}-{timestamp}.{ext}; a taken name moves the timestamp on by 1 ms. */
async function storeFile(storage: FileStorage, base: string, at: number, ext: string, bytes: Buffer): Promise<string> {
  for (let offset = 0; ; offset += 1) {
    const key = `${base}-${at + offset}.${ext}`;
    try {
      await storage.put(key, bytes);
      return key;
    } catch (error) {
      if (!(error instanceof FileExistsError) || offset >= 20) throw error;
    }
  }
}

/**
 * An upload (seed 001 section 7): checks the fields, size, type and plan cap, stores the file, then
 * in one transaction re-checks the cap, links the application, inserts the row (pending) and queues
 * its verification when the plan includes it. If the transaction fails the stored file is removed.
 */
export async function uploadDocument({ db, clock, storage, plans, jobs, users }: UploadDeps, actor: Actor, request: UploadRequest): Promise<Document> {
  const parsed = documentUploadFieldsSchema.safeParse(request.fields);
  if (!parsed.success)
    throw new AppError('VALIDATION', 'Please check the upload.', Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])));
  const { documentType, applicationId } = parsed.data;
  if (!request.file) throw new AppError('VALIDATION', texts.missingFile, { file: texts.missingFile });
  const { bytes, filename } = request.file;
  const { mime, ext } = await detectType(bytes, documentType);

  const repo = createDocumentsRepo(db);
  const plan = await plans.currentPlan(actor.id);
  if (plan.maxDocuments !== null && (await repo.countForUser(actor.id)) >= plan.maxDocuments) throw planLimitError(plan.maxDocuments, plan.name);
  if (applicationId && !(await repo.ownsApplication(actor.id, applicationId))) throw new AppError('NOT_FOUND', documentTexts.errors.applicationNotFound);

  const now = clock();
  const key = await storeFile(storage, `users/${actor.id}/documents/${documentType}`, now.getTime(), ext, bytes);
  try {
    const row = await db.transaction(async (tx) => {
      const txRepo = createDocumentsRepo(tx);
      // The learner's row, locked: two uploads at once cannot both pass the plan's cap.
      await users.lock([actor.id], tx);
      const txPlan = await plans.currentPlan(actor.id, tx);
      if (txPlan.maxDocuments !== null && (await txRepo.countForUser(actor.id)) >= txPlan.maxDocuments) throw planLimitError(txPlan.maxDocuments, txPlan.name);
      if (applicationId) {
        if (!(await txRepo.ownsApplication(actor.id, applicationId))) throw new AppError('NOT_FOUND', documentTexts.errors.applicationNotFound);
        await txRepo.setApplicationDocument(actor.id, applicationId, key, now);
      }
      const inserted = await txRepo.insert({
        userId: actor.id,
        applicationId: applicationId ?? null,
        filePath: key,
        documentType,
        originalName: cleanFileName(filename),
        mimeType: mime,
        sizeBytes: bytes.length,
        verificationStatus: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      // Starter has no automatic verification: its documents wait, pending, for an admin.
      if (txPlan.includesVerification && isAutoChecked(documentType)) await jobs.enqueue(tx, VERIFY_DOCUMENT_JOB, { documentId: inserted.id }, now);
      return inserted;
    });
    return toDocument(row);
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
