import { z } from 'zod';
import { documentReviewTexts as t } from '../document-review-texts.ts';
import { planIdSchema } from '../rules/plans.ts';
import {
  REVIEW_COMMENTS_MAX_LENGTH,
  REVIEW_KINDS,
  REVIEW_QUESTION_MAX_LENGTH,
  REVIEW_STATUSES,
  STATEMENT_MAX_LENGTH,
  STATEMENT_MIN_LENGTH,
} from '../rules/document-reviews.ts';
import { documentTypeSchema } from './documents.ts';

/*
 * Document reviews (issue 31; decision 0419). camelCase; timestamps ISO 8601; errors {error: {code, message, fields?}}.
 *
 * LEARNER (student; routes take no user id)
 * GET  /api/document-reviews          learnerReviewsSchema: their plan's terms, their documents to choose from, their requests
 * POST /api/document-reviews          body askReviewSchema -> 201 learnerReviewSchema; Starter 403 PLAN_LIMIT (upgradeUrl);
 *                                     too many open 409; another's or no document 404
 * REVIEWER (approved consultant or admin; an unapproved counselor 403)
 * GET  /api/review-queue              reviewQueueSchema: waiting and in-review requests, Pro + AI first, then oldest
 * GET  /api/review-queue/:id          reviewDetailSchema (the reviewer who took it only; another's 403)
 * POST /api/review-queue/:id/claim    -> reviewDetailSchema; taken already 409 (one reviewer at a time)
 * POST /api/review-queue/:id/release  -> 204 (the reviewer who took it, or an admin); back to waiting
 * GET  /api/review-queue/:id/document-link   signedLinkSchema (the reviewer who took it; audited)
 * POST /api/review-queue/:id/answer   body answerReviewSchema -> reviewDetailSchema; the learner is notified
 */

export const reviewKindSchema = z.enum(REVIEW_KINDS);
export const reviewStatusSchema = z.enum(REVIEW_STATUSES);
const timestamp = z.iso.datetime({ offset: true });

const question = z
  .string()
  .trim()
  .max(REVIEW_QUESTION_MAX_LENGTH, { error: t.errors.questionTooLong(REVIEW_QUESTION_MAX_LENGTH) })
  .optional()
  .transform((value) => value || null);

export const askReviewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('document'), documentId: z.uuid({ error: t.errors.documentNotFound }), question }),
  z.object({
    kind: z.enum(['personal_statement', 'motivation_letter']),
    text: z
      .string({ error: t.errors.textTooShort(STATEMENT_MIN_LENGTH) })
      .trim()
      .min(STATEMENT_MIN_LENGTH, { error: t.errors.textTooShort(STATEMENT_MIN_LENGTH) })
      .max(STATEMENT_MAX_LENGTH, { error: t.errors.textTooLong(STATEMENT_MAX_LENGTH) }),
    question,
  }),
]);
export type AskReview = z.infer<typeof askReviewSchema>;
export type AskReviewInput = z.input<typeof askReviewSchema>;

/** What the learner's plan gives; null terms: not available on it. */
export const reviewTermsViewSchema = z.object({
  planId: planIdSchema,
  terms: z.object({ maxOpen: z.int().positive(), workingDays: z.int().positive(), priority: z.boolean() }).nullable(),
  openCount: z.int().nonnegative(),
  /** When an answer would be promised for a request made now (null when not available). */
  dueIfAskedNow: timestamp.nullable(),
  upgradeUrl: z.string(),
});

const documentRef = z.object({ documentType: documentTypeSchema, originalName: z.string().nullable() });

export const learnerReviewSchema = z.object({
  id: z.uuid(),
  kind: reviewKindSchema,
  /** The document asked about; null for a pasted text, or when the learner deleted the document. */
  document: documentRef.nullable(),
  text: z.string().nullable(),
  question: z.string().nullable(),
  status: reviewStatusSchema,
  priority: z.boolean(),
  askedAt: timestamp,
  dueAt: timestamp,
  overdue: z.boolean(),
  answeredAt: timestamp.nullable(),
  comments: z.string().nullable(),
  reviewerName: z.string().nullable(),
});
export type LearnerReview = z.infer<typeof learnerReviewSchema>;

export const learnerReviewsSchema = z.object({
  terms: reviewTermsViewSchema,
  documents: z.array(documentRef.extend({ id: z.uuid() })),
  requests: z.array(learnerReviewSchema),
});
export type LearnerReviews = z.infer<typeof learnerReviewsSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid({ error: t.errors.notFound }) });

export const queueRowSchema = z.object({
  id: z.uuid(),
  kind: reviewKindSchema,
  documentType: documentTypeSchema.nullable(),
  planId: planIdSchema,
  priority: z.boolean(),
  status: z.enum(['waiting', 'in_review']),
  askedAt: timestamp,
  dueAt: timestamp,
  minutesWaited: z.int().nonnegative(),
  overdue: z.boolean(),
  claimedByMe: z.boolean(),
  /** Who took it (null while waiting). */
  claimedByName: z.string().nullable(),
});
export type QueueRow = z.infer<typeof queueRowSchema>;

export const reviewQueueSchema = z.object({
  requests: z.array(queueRowSchema),
  promise: z.object({ priorityDays: z.int().positive(), standardDays: z.int().positive() }),
  /** An admin may give back a request another reviewer holds (one who went away). */
  canReleaseAny: z.boolean(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewDetailSchema = queueRowSchema.omit({ status: true }).extend({
  status: reviewStatusSchema,
  learnerName: z.string(),
  documentName: z.string().nullable(),
  hasDocument: z.boolean(),
  text: z.string().nullable(),
  question: z.string().nullable(),
  comments: z.string().nullable(),
  answeredAt: timestamp.nullable(),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

export const answerReviewSchema = z.object({
  comments: z
    .string({ error: t.errors.commentsRequired })
    .trim()
    .min(1, { error: t.errors.commentsRequired })
    .max(REVIEW_COMMENTS_MAX_LENGTH, { error: t.errors.commentsTooLong(REVIEW_COMMENTS_MAX_LENGTH) }),
});
export type AnswerReview = z.infer<typeof answerReviewSchema>;
