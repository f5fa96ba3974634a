import { adminDocumentTexts } from '@kusasa/domain/admin-document-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import {
  ADMIN_DOCUMENTS_PAGE_SIZE,
  ADMIN_SIGNED_LINK_SECONDS,
  adminDocumentsQuerySchema,
  type AdminDecision,
  type AdminDocument,
  type AdminDocumentsQuery,
  type AdminDocumentsResponse,
} from '@kusasa/domain/schemas/admin-documents';
import { documentTypeSchema, verificationResultSchema, verificationStatusSchema, type SignedLink } from '@kusasa/domain/schemas/documents';
import type { NewNotification, Notification } from '@kusasa/domain/schemas/notifications';
import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createAdminDocumentsRepo, type AdminDocumentFileRow } from './admin-documents.repo.ts';
import { verifyIdentityFromCopy } from './verify-identity.ts';
import type { Kernel } from '../../core/kernel.ts';

type AdminDocumentRow = AdminDocumentFileRow & { user: AdminDocument['user'] };

export type Notify = (userId: string, input: NewNotification, tx: Executor) => Promise<Notification>;
/** The documents feature's signer (wired in its area, apps/api/src/areas): a link to any document, valid `seconds`. */
export type AdminLink = (documentId: string, seconds: number) => Promise<SignedLink | undefined>;

const reasonOf = (verification: unknown): string | null => {
  const value = (verification as { failureReason?: unknown } | null)?.failureReason;
  return typeof value === 'string' ? value : null;
};

function toAdminDocument(row: AdminDocumentRow): AdminDocument {
  const check = verificationResultSchema.safeParse(row.verification);
  return {
    id: row.id,
    userId: row.userId,
    documentType: documentTypeSchema.parse(row.documentType),
    originalName: row.originalName,
    mimeType: row.mimeType,
    verificationStatus: verificationStatusSchema.parse(row.verificationStatus),
    verification: check.success ? check.data : null,
    rejectionReason: reasonOf(row.verification),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    user: row.user,
  };
}

// The admin Document Verification tab (seed 002 section 4). The decision lives in the existing
// columns: the reason is kept in verification.failureReason (no rejection_reason column), and the
// automatic check's own fields stay beside it.
export interface AdminDocumentsDeps extends Pick<Kernel, 'db' | 'clock' | 'audit'> {
  notify: Notify;
  link: AdminLink;
  users: Pick<UsersService, 'summariesOf' | 'identityChecksOf' | 'lock' | 'markIdVerifiedByHand'>;
}

export function createAdminDocumentsService(deps: AdminDocumentsDeps) {
  const { db, clock, audit, notify, link, users } = deps;

  /** Each document with its learner's name and addresses (a document always has its learner: the row goes with the account). */
  async function withLearners(rows: AdminDocumentFileRow[], executor?: Executor): Promise<AdminDocumentRow[]> {
    const ids = rows.map((row) => row.userId);
    const [found, checks] = await Promise.all([users.summariesOf(ids, executor), users.identityChecksOf(ids, executor)]);
    const people = new Map(found.map((person) => [person.id, person]));
    return rows.flatMap((row) => {
      const person = people.get(row.userId);
      if (!person) return [];
      const user = { fullName: person.fullName, email: person.email, contactEmail: person.contactEmail, identityCheck: checks.get(row.userId) ?? null };
      return [{ ...row, user }];
    });
  }

  return {
    async list(query: AdminDocumentsQuery): Promise<AdminDocumentsResponse> {
      const { status, page } = adminDocumentsQuerySchema.parse(query);
      const pageSize = ADMIN_DOCUMENTS_PAGE_SIZE;
      const { rows, total } = await createAdminDocumentsRepo(db).page({ status, offset: (page - 1) * pageSize, limit: pageSize });
      return { documents: (await withLearners(rows)).map(toAdminDocument), page, pageSize, total };
    },

    /** Seed 7: a signed link valid 300 seconds. */
    async link(documentId: string): Promise<SignedLink> {
      const signed = await link(documentId, ADMIN_SIGNED_LINK_SECONDS);
      if (!signed) throw new AppError('NOT_FOUND', adminDocumentTexts.notFound);
      return signed;
    },

    /** Any decision from any status; the audit entry and the learner's notification commit with it. */
    async decide(actor: Actor, id: string, status: AdminDecision, reason?: string): Promise<AdminDocument> {
      return db.transaction(async (tx) => {
        const repo = createAdminDocumentsRepo(tx);
        const locked = await repo.findForUpdate(id);
        const [row] = locked ? await withLearners([locked], tx) : [];
        if (!row) throw new AppError('NOT_FOUND', adminDocumentTexts.notFound);
        const now = clock();
        const rejectionReason = reason ? reason : null;
        const verifiedAt = status === 'approved' ? now : null;
        const verification = { ...(row.verification ?? {}), failureReason: rejectionReason, reviewedBy: actor.id, reviewedAt: now.toISOString() };
        await repo.setDecision(id, { verificationStatus: status, verification, verifiedAt, reviewedBy: actor.id, updatedAt: now });
        await audit.adminAction(
          {
            adminId: actor.id,
            action: `DOCUMENT_${status.toUpperCase()}`,
            message: `Document ${status}`,
            component: 'admin-documents',
            targetType: 'document',
            targetId: id,
            details: { new_status: status, rejection_reason: rejectionReason, verified_at: verifiedAt?.toISOString() ?? null },
            reason: rejectionReason ?? undefined,
          },
          tx,
        );
        const label = documentTexts.labels[documentTypeSchema.parse(row.documentType)];
        const message =
          status === 'approved' ? adminDocumentTexts.notifications.approved(label) : adminDocumentTexts.notifications[status](label, rejectionReason);
        await notify(row.userId, { title: documentTexts.toastTitles[status], message, type: 'document_status', relatedDocumentId: id }, tx);
        return toAdminDocument({ ...row, verificationStatus: status, verification, verifiedAt });
      });
    },

    verifyIdentity: verifyIdentityFromCopy({ ...deps, withLearners, toAdminDocument }),
  };
}
export type AdminDocumentsService = ReturnType<typeof createAdminDocumentsService>;
