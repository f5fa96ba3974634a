import { performance } from 'node:perf_hooks';
import { documentTexts } from '@kusasa/domain/document-texts';
import { checkDocument, confidencePercent } from '@kusasa/domain/rules/document-checks';
import { documentTypeSchema, type VerificationResult } from '@kusasa/domain/schemas/documents';
import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import type { DocumentReader } from '../../adapters/document-reader/document-reader.ts';
import type { Executor } from '../../db/database.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createDocumentsRepo, type DocumentRow } from './documents.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export type Notify = (userId: string, input: NewNotification, executor?: Executor) => Promise<unknown>;

export interface VerificationDeps extends Pick<Kernel, 'db' | 'clock' | 'storage'> {
  reader: DocumentReader;
  notify: Notify;
  users: Pick<UsersService, 'personalDetails'>;
}

const texts = documentTexts;

function notificationFor(row: DocumentRow, result: VerificationResult): NewNotification {
  const label = texts.labels[documentTypeSchema.parse(row.documentType)];
  const reason = result.failureReason ?? texts.reasons.failed;
  const message = {
    approved: () => texts.notifications.approved(label, confidencePercent(result.confidence)),
    rejected: () => texts.notifications.rejected(label, reason),
    request_resubmission: () => texts.notifications.request_resubmission(label, reason),
    pending: () => texts.notifications.pending(label),
  }[result.status]();
  return { title: texts.toastTitles[result.status], message, type: 'document_status', relatedDocumentId: row.id };
}

/**
 * The 'document.verify' job: reads the stored file, runs the checks, and in one transaction stores
 * the result and notifies the learner. A document that is gone, or no longer pending (an admin got
 * there first), is skipped. Errors are thrown so the runner retries; after the last attempt the
 * document stays pending with a failure reason for an admin.
 */
export function createVerificationJob({ db, clock, storage, reader, notify, users }: VerificationDeps): JobHandler {
  async function save(row: DocumentRow, result: VerificationResult): Promise<void> {
    const now = clock();
    await db.transaction(async (tx) => {
      const saved = await createDocumentsRepo(tx).saveVerification(row.id, {
        verificationStatus: result.status,
        verification: result,
        verifiedAt: result.status === 'pending' ? null : now,
        updatedAt: now,
      });
      if (saved) await notify(row.userId, notificationFor(row, result), tx);
    });
  }

  const documentIdOf = (payload: Record<string, unknown>) => (typeof payload.documentId === 'string' ? payload.documentId : undefined);

  return {
    async run(payload) {
      const id = documentIdOf(payload);
      const row = id ? await createDocumentsRepo(db).findById(id) : undefined;
      if (!row || row.verificationStatus !== 'pending' || row.reviewedBy !== null) return;
      const started = performance.now();
      const bytes = await storage.get(row.filePath);
      if (!bytes) throw new Error(`stored file missing for document ${row.id}`);
      const person = await users.personalDetails(row.userId);
      const learner = { idNumber: person?.idNumber ?? null, fullName: person?.fullName ?? null };
      const read = await reader.read(bytes, row.mimeType);
      const outcome = checkDocument({
        documentType: documentTypeSchema.parse(row.documentType),
        text: read.text,
        readConfidence: read.confidence,
        learner,
        now: clock(),
      });
      await save(row, { ...outcome, processingTimeMs: Math.round(performance.now() - started) });
    },

    async onGiveUp(payload) {
      const id = documentIdOf(payload);
      const row = id ? await createDocumentsRepo(db).findById(id) : undefined;
      if (!row || row.verificationStatus !== 'pending') return;
      await save(row, {
        status: 'pending',
        confidence: 0,
        validationResults: [],
        failureReason: texts.reasons.processing,
        processingTimeMs: 0,
        extractedFields: {},
      });
    },
  };
}
