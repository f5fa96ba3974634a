import { COUNSELOR_NOT_APPROVED, counselorAccountTexts } from '@kusasa/domain/counselor-texts';
import { documentReviewTexts as t, reviewKindLabels } from '@kusasa/domain/document-review-texts';
import { REVIEW_PROMISE_DAYS } from '@kusasa/domain/rules/document-reviews';
import { ADMIN_SIGNED_LINK_SECONDS } from '@kusasa/domain/schemas/admin-documents';
import type { ReviewDetail, ReviewQueue } from '@kusasa/domain/schemas/document-reviews';
import { documentTexts } from '@kusasa/domain/document-texts';
import { documentTypeSchema, type SignedLink } from '@kusasa/domain/schemas/documents';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createDocumentReviewsRepo, type ReviewRow } from './document-reviews.repo.ts';
import type { ReviewDocumentsPort, ReviewerApprovalPort } from './review-ports.ts';
import { toQueueRow, toReviewDetail } from './review-views.ts';

export interface ReviewQueueDeps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'notify'> {
  users: Pick<Kernel['users'], 'displayNamesOf'>;
  documents: Pick<ReviewDocumentsPort, 'ownedDocument' | 'link'>;
  approval: ReviewerApprovalPort;
}

const component = 'document-reviews';
const PROMISE = { priorityDays: REVIEW_PROMISE_DAYS.priority, standardDays: REVIEW_PROMISE_DAYS.standard };

/** What the learner asked about, in the notification's words ("Grade 12 Results", "personal statement"). */
function subjectOf(row: ReviewRow): string {
  const type = documentTypeSchema.safeParse(row.documentType);
  if (row.kind === 'document') return type.success ? documentTexts.labels[type.data] : reviewKindLabels.document.toLowerCase();
  return row.kind === 'motivation_letter' ? 'motivation letter' : 'personal statement';
}

// The reviewers' side (issue 31; decision 0419): approved counselors and admins share one queue,
// Pro + AI first. A request is taken by one reviewer at a time; only they read it, open its document
// (audited) and answer it; the learner is notified with the answer's commit.
export function createReviewQueueService({ db, clock, audit, notify, users, documents, approval }: ReviewQueueDeps) {
  const repo = (executor: Executor = db) => createDocumentReviewsRepo(executor);

  /** Counselors until an admin approves them get 403, as in their caseload. */
  async function requireReviewer(actor: Actor): Promise<void> {
    if (actor.userType === 'admin') return;
    if (actor.userType === 'consultant' && (await approval.isApproved(actor.id))) return;
    throw new AppError('FORBIDDEN', counselorAccountTexts.notApproved, undefined, { extra: { reason: COUNSELOR_NOT_APPROVED } });
  }

  async function found(id: string): Promise<ReviewRow> {
    const row = await repo().findById(id);
    if (!row) throw new AppError('NOT_FOUND', t.errors.notFound);
    return row;
  }

  /** The request as its reviewer sees it; anyone else who has not taken it gets 403. */
  async function held(actor: Actor, id: string): Promise<ReviewRow> {
    await requireReviewer(actor);
    const row = await found(id);
    if (row.claimedBy !== actor.id) throw new AppError('FORBIDDEN', row.status === 'waiting' ? t.errors.notClaimed : t.errors.notYours);
    return row;
  }

  async function detailOf(actor: Actor, row: ReviewRow, executor?: Executor): Promise<ReviewDetail> {
    const names = await users.displayNamesOf([row.learnerId, row.claimedBy], executor);
    const document = row.documentId ? await documents.ownedDocument(row.learnerId, row.documentId) : null;
    const reviewer = row.claimedBy ? (names.get(row.claimedBy) ?? null) : null;
    return toReviewDetail(row, clock(), actor.id, { learner: names.get(row.learnerId) ?? '', reviewer }, document);
  }

  function record(actor: Actor, action: string, message: string, row: ReviewRow, executor?: Executor) {
    const details = { kind: row.kind, priority: row.priority, learner_id: row.learnerId };
    return audit.adminAction({ adminId: actor.id, action, message, component, targetType: 'document_review', targetId: row.id, details }, executor);
  }

  return {
    async queue(actor: Actor): Promise<ReviewQueue> {
      await requireReviewer(actor);
      const rows = await repo().queue();
      const names = await users.displayNamesOf(rows.map((row) => row.claimedBy));
      const now = clock();
      const requests = rows.map((row) => toQueueRow(row, now, actor.id, row.claimedBy ? (names.get(row.claimedBy) ?? null) : null));
      return { requests, promise: PROMISE, canReleaseAny: actor.userType === 'admin' };
    },

    async detail(actor: Actor, id: string): Promise<ReviewDetail> {
      return detailOf(actor, await held(actor, id));
    },

    /** One reviewer at a time: of two taking it at once, the second gets 409. */
    async claim(actor: Actor, id: string): Promise<ReviewDetail> {
      await requireReviewer(actor);
      const row = await db.transaction(async (tx) => {
        const taken = await repo(tx).claim(id, actor.id, clock());
        if (!taken) return null;
        await record(actor, 'DOCUMENT_REVIEW_CLAIMED', 'Took a document review request', taken, tx);
        return taken;
      });
      if (!row) {
        await found(id);
        throw new AppError('CONFLICT', t.errors.alreadyClaimed);
      }
      return detailOf(actor, row);
    },

    /** Back to waiting: by the reviewer who took it, or by an admin (a reviewer who went away). */
    async release(actor: Actor, id: string): Promise<void> {
      await requireReviewer(actor);
      await db.transaction(async (tx) => {
        const row = await repo(tx).release(id, actor.userType === 'admin' ? null : actor.id);
        if (!row) return;
        await record(actor, 'DOCUMENT_REVIEW_RELEASED', 'Gave a document review request back to the queue', row, tx);
      });
      const after = await found(id);
      if (after.status === 'answered') throw new AppError('CONFLICT', t.errors.alreadyAnswered);
      if (after.status !== 'waiting') throw new AppError('FORBIDDEN', t.errors.notYours);
    },

    /** A signed link to the learner's document, for the reviewer who took the request; every opening is audited first. */
    async documentLink(actor: Actor, id: string): Promise<SignedLink> {
      const row = await held(actor, id);
      const link = row.documentId ? await documents.link(row.documentId, ADMIN_SIGNED_LINK_SECONDS) : undefined;
      if (!row.documentId || !link) throw new AppError('NOT_FOUND', t.errors.noDocument);
      await audit.adminAction({
        adminId: actor.id,
        action: 'DOCUMENT_REVIEW_DOCUMENT_OPENED',
        message: 'Opened a learner’s document for a review',
        component,
        targetType: 'document',
        targetId: row.documentId,
        details: { review_id: row.id, learner_id: row.learnerId },
      });
      return link;
    },

    /** The answer, its audit entry and the learner's notification commit together. */
    async answer(actor: Actor, id: string, comments: string): Promise<ReviewDetail> {
      const row = await held(actor, id);
      const answered = await db.transaction(async (tx) => {
        const after = await repo(tx).answer(row.id, actor.id, comments, clock());
        if (!after) return null;
        await record(actor, 'DOCUMENT_REVIEW_ANSWERED', 'Answered a document review request', after, tx);
        await notify(after.learnerId, { title: t.notification.title, message: t.notification.message(subjectOf(after)), type: 'admin_feedback' }, tx);
        return after;
      });
      if (!answered) throw new AppError('CONFLICT', t.errors.alreadyAnswered);
      return detailOf(actor, answered);
    },
  };
}

export type ReviewQueueService = ReturnType<typeof createReviewQueueService>;
