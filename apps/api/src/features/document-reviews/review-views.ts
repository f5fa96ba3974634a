import { isOverdue, minutesWaited } from '@kusasa/domain/rules/document-reviews';
import { planIdSchema } from '@kusasa/domain/rules/plans';
import { reviewKindSchema, reviewStatusSchema, type LearnerReview, type QueueRow, type ReviewDetail } from '@kusasa/domain/schemas/document-reviews';
import { documentTypeSchema } from '@kusasa/domain/schemas/documents';
import type { ReviewRow } from './document-reviews.repo.ts';
import type { ReviewableDocument } from './review-ports.ts';

// Rows as each side sees them. Stored values come from the schemas' enums; a value retired later
// reads as its safest neighbour rather than failing the whole list.

const kindOf = (row: ReviewRow) => reviewKindSchema.catch('document').parse(row.kind);
const statusOf = (row: ReviewRow) => reviewStatusSchema.catch('waiting').parse(row.status);
const typeOf = (value: string | null) => (value === null ? null : documentTypeSchema.catch('applicationDocument').parse(value));
const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toReviewableRef(document: ReviewableDocument) {
  return { id: document.id, documentType: documentTypeSchema.catch('applicationDocument').parse(document.documentType), originalName: document.originalName };
}

/** The learner's own request; `document` is their document as it is now (null once deleted, or for a pasted text). */
export function toLearnerReview(row: ReviewRow, now: Date, document: ReviewableDocument | null, reviewerName: string | null): LearnerReview {
  const status = statusOf(row);
  const answered = status === 'answered';
  return {
    id: row.id,
    kind: kindOf(row),
    document: document ? { documentType: toReviewableRef(document).documentType, originalName: document.originalName } : null,
    text: row.statementText,
    question: row.question,
    status,
    priority: row.priority,
    askedAt: row.askedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    overdue: isOverdue(row.dueAt, answered ? (row.answeredAt ?? now) : now, 'waiting'),
    answeredAt: iso(row.answeredAt),
    comments: answered ? row.comments : null,
    reviewerName: answered ? reviewerName : null,
  };
}

export function toQueueRow(row: ReviewRow, now: Date, viewerId: string, claimedByName: string | null): QueueRow {
  return {
    id: row.id,
    kind: kindOf(row),
    documentType: typeOf(row.documentType),
    planId: planIdSchema.catch('essential').parse(row.planId),
    priority: row.priority,
    status: row.status === 'in_review' ? 'in_review' : 'waiting',
    askedAt: row.askedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    minutesWaited: minutesWaited(row.askedAt, row.answeredAt ?? now),
    overdue: isOverdue(row.dueAt, now, statusOf(row)),
    claimedByMe: row.claimedBy === viewerId,
    claimedByName: row.claimedBy ? claimedByName : null,
  };
}

export function toReviewDetail(
  row: ReviewRow,
  now: Date,
  viewerId: string,
  names: { learner: string; reviewer: string | null },
  document: ReviewableDocument | null,
): ReviewDetail {
  return {
    ...toQueueRow(row, now, viewerId, names.reviewer),
    status: statusOf(row),
    learnerName: names.learner,
    documentName: document?.originalName ?? null,
    hasDocument: row.documentId !== null,
    text: row.statementText,
    question: row.question,
    comments: row.comments,
    answeredAt: iso(row.answeredAt),
  };
}
