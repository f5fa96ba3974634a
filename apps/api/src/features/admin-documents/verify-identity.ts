import { identityCheckTexts } from '@kusasa/domain/identity-check-texts';
import { adminDocumentTexts } from '@kusasa/domain/admin-document-texts';
import type { AdminDocument } from '@kusasa/domain/schemas/admin-documents';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { toIdentityCheck } from '../../core/users/identity-check.ts';
import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createAdminDocumentsRepo, type AdminDocumentFileRow } from './admin-documents.repo.ts';

export const IDENTITY_VERIFIED_MANUALLY = 'IDENTITY_VERIFIED_MANUALLY';

interface Deps<Row> extends Pick<Kernel, 'db' | 'clock' | 'audit'> {
  notify: (userId: string, input: NewNotification, tx: Executor) => Promise<unknown>;
  users: Pick<UsersService, 'lock' | 'markIdVerifiedByHand'>;
  withLearners: (rows: AdminDocumentFileRow[], executor?: Executor) => Promise<Row[]>;
  toAdminDocument: (row: Row) => AdminDocument;
}

/**
 * An admin verifies a learner's identity by hand from the certified ID copy they uploaded (issue
 * 32): method 'manual' with the admin and the document, audited and told to the learner in the
 * same transaction. Refused for another document type, a rejected copy, an account that is not a
 * learner's, and a learner already verified by a bureau (a stronger check) or by hand. A learner
 * whose ID number alone was checked is upgraded to 'manual'.
 */
export function verifyIdentityFromCopy<Row>({ db, clock, audit, notify, users, withLearners, toAdminDocument }: Deps<Row>) {
  return (actor: Actor, documentId: string): Promise<AdminDocument> =>
    db.transaction(async (tx) => {
      const document = await createAdminDocumentsRepo(tx).findForUpdate(documentId);
      if (!document) throw new AppError('NOT_FOUND', adminDocumentTexts.notFound);
      if (document.documentType !== 'idDocument') throw new AppError('CONFLICT', identityCheckTexts.manual.notIdDocument);
      if (document.verificationStatus === 'rejected') throw new AppError('CONFLICT', identityCheckTexts.manual.rejectedCopy);
      const [learner] = await users.lock([document.userId], tx);
      if (learner?.userType !== 'student') throw new AppError('CONFLICT', identityCheckTexts.manual.notLearner);
      const before = toIdentityCheck(learner);
      if (before?.method === 'bureau') throw new AppError('CONFLICT', identityCheckTexts.manual.alreadyByBureau);
      if (before?.method === 'manual') throw new AppError('CONFLICT', identityCheckTexts.manual.alreadyManual);

      const now = clock();
      await users.markIdVerifiedByHand(learner.id, { method: 'manual', adminId: actor.id, documentId }, now, tx);
      await audit.adminAction(
        {
          adminId: actor.id,
          action: IDENTITY_VERIFIED_MANUALLY,
          message: 'Identity verified by hand from a certified ID copy',
          component: 'admin-documents',
          targetType: 'user',
          targetId: learner.id,
          details: { method: 'manual', document_id: documentId, previous_method: before?.method ?? null, was_verified: learner.idVerified },
        },
        tx,
      );
      await notify(learner.id, { title: identityCheckTexts.manual.learnerTitle, message: identityCheckTexts.manual.learnerMessage, type: 'system' }, tx);
      const [row] = await withLearners([document], tx);
      return toAdminDocument(row!);
    });
}
