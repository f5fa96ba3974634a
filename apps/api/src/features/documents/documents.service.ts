import { documentTexts } from '@kusasa/domain/document-texts';
import { isAutoChecked } from '@kusasa/domain/rules/document-checks';
import { documentTypeSchema, SIGNED_LINK_SECONDS, type Document, type DocumentList, type SignedLink } from '@kusasa/domain/schemas/documents';
import type { DocumentReader } from '../../adapters/document-reader/document-reader.ts';
import type { LinkSigner } from '../../adapters/storage/signed-links.ts';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { toDocument } from './document-mapper.ts';
import { uploadDocument, VERIFY_DOCUMENT_JOB } from './document-upload.ts';
import { createVerificationJob, type Notify } from './document-verification.ts';
import { createDocumentsRepo } from './documents.repo.ts';
import type { UploadRequest } from './upload-request.ts';
import type { Kernel } from '../../core/kernel.ts';

export interface DocumentsDeps extends Pick<Kernel, 'db' | 'clock' | 'plans' | 'jobs' | 'storage'> {
  signer: LinkSigner;
  reader: DocumentReader;
  notify: Notify;
  log: { warn: (obj: object, msg: string) => void };
  users: Pick<UsersService, 'lock' | 'personalDetails'>;
}

export interface SignedFile {
  bytes: Buffer;
  mimeType: string;
}

// A learner's documents (seed 001 section 7). Every read and change is scoped to the session's
// user: another learner's document answers 404, exactly like one that does not exist.
export function createDocumentsService(deps: DocumentsDeps) {
  const { db, clock, storage, signer, plans, jobs, log } = deps;
  const repo = createDocumentsRepo(db);

  async function ownedOrNotFound(actor: Actor, id: string) {
    const row = await repo.findOwned(actor.id, id);
    if (!row) throw new AppError('NOT_FOUND', documentTexts.errors.notFound);
    return row;
  }

  return {
    upload: (actor: Actor, request: UploadRequest) => uploadDocument(deps, actor, request),

    async list(actor: Actor): Promise<DocumentList> {
      const [rows, plan] = await Promise.all([repo.listForUser(actor.id), plans.currentPlan(actor.id)]);
      return { documents: rows.map(toDocument), automaticVerification: plan.includesVerification, maxDocuments: plan.maxDocuments };
    },

    async get(actor: Actor, id: string): Promise<Document> {
      return toDocument(await ownedOrNotFound(actor, id));
    },

    /** Deletes the row (and any application's pointer to the file), then the file itself. */
    async remove(actor: Actor, id: string): Promise<void> {
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const txRepo = createDocumentsRepo(tx);
        const deleted = await txRepo.deleteOwned(actor.id, id);
        if (!deleted) throw new AppError('NOT_FOUND', documentTexts.errors.notFound);
        await txRepo.clearApplicationDocumentPath(actor.id, deleted.filePath, now);
        return deleted;
      });
      await storage.delete(row.filePath).catch((error: unknown) => log.warn({ err: error, documentId: id }, 'stored file not deleted'));
    },

    /**
     * For account deletion: removes every file stored for the learner (their whole users/{userId}
     * folder, so files whose rows were lost go too). Call it after the rows are deleted and
     * committed. Never rejects: a failure is logged, since the account is already gone by then.
     */
    async removeAllFor(userId: string): Promise<void> {
      await storage
        .deleteFolder(`users/${userId}`)
        .catch((error: unknown) => log.warn({ err: error, userId }, 'stored files of a deleted account not removed'));
    },

    /** For the storage sweeper: the keys a document row still points at. */
    referencedKeys: (keys: string[]) => createDocumentsRepo(db).referencedKeys(keys),

    /** A 60-second link to the learner's own file (seed 9), timed by the app clock. */
    async link(actor: Actor, id: string): Promise<SignedLink> {
      const row = await ownedOrNotFound(actor, id);
      const expiresAt = new Date(clock().getTime() + SIGNED_LINK_SECONDS * 1000);
      return { url: `/api/files/${signer.sign(row.id, expiresAt)}`, expiresAt: expiresAt.toISOString() };
    },

    /** For the admin documents feature (wired in its area, apps/api/src/areas): a link to any document, or undefined when there is none. */
    async adminLink(documentId: string, seconds: number): Promise<SignedLink | undefined> {
      const row = await repo.findById(documentId);
      if (!row) return undefined;
      const expiresAt = new Date(clock().getTime() + seconds * 1000);
      return { url: `/api/files/${signer.sign(row.id, expiresAt)}`, expiresAt: expiresAt.toISOString() };
    },

    /** The file behind a signed link; the valid signature is the permission. */
    async readSigned(token: string): Promise<SignedFile> {
      const id = signer.verify(token, clock());
      // 404 like a missing file: an expired or altered token reveals nothing about what it named.
      if (!id) throw new AppError('NOT_FOUND', documentTexts.errors.linkInvalid);
      const row = await repo.findById(id);
      const bytes = row ? await storage.get(row.filePath) : undefined;
      if (!row || !bytes) throw new AppError('NOT_FOUND', documentTexts.errors.notFound);
      return { bytes, mimeType: row.mimeType };
    },

    /**
     * For the payments feature: after a learner upgrades to a plan with verification, queue the
     * check of every document still pending. Returns how many were queued.
     */
    /** Queues checks for the learner's pending documents when their plan includes verification; `executor` lets a plan activation do it in its own transaction. */
    async verifyPendingFor(userId: string, executor: Executor = db): Promise<number> {
      const plan = await plans.currentPlan(userId, executor);
      if (!plan.includesVerification) return 0;
      const pending = await createDocumentsRepo(executor).pendingForUser(userId);
      let queued = 0;
      for (const row of pending) {
        const type = documentTypeSchema.safeParse(row.documentType);
        if (!type.success || !isAutoChecked(type.data)) continue;
        if (row.verification !== null || (await jobs.hasOpenJob(executor, VERIFY_DOCUMENT_JOB, 'documentId', row.id))) continue;
        await jobs.enqueue(executor, VERIFY_DOCUMENT_JOB, { documentId: row.id });
        queued += 1;
      }
      return queued;
    },

    /** Learners' document types and statuses for other areas (counselors' caseloads); never a file or its name. */
    statusesOf: (userIds: string[]) => repo.statusesOf(userIds),

    /** The background jobs this feature handles, for the runner. */
    jobHandlers: { [VERIFY_DOCUMENT_JOB]: createVerificationJob(deps) },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
