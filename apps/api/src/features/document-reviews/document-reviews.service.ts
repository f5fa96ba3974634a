import { documentReviewTexts as t } from '@kusasa/domain/document-review-texts';
import { reviewDueAt, reviewTermsFor } from '@kusasa/domain/rules/document-reviews';
import { UPGRADE_URL } from '@kusasa/domain/rules/plans';
import type { AskReview, LearnerReview, LearnerReviews } from '@kusasa/domain/schemas/document-reviews';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { createDocumentReviewsRepo } from './document-reviews.repo.ts';
import type { ReviewableDocument, ReviewDocumentsPort } from './review-ports.ts';
import { toLearnerReview, toReviewableRef } from './review-views.ts';

export interface DocumentReviewsDeps extends Pick<Kernel, 'db' | 'clock' | 'plans' | 'guardianConsent'> {
  documents: Pick<ReviewDocumentsPort, 'ownedDocument' | 'documentsOf'>;
  users: Pick<Kernel['users'], 'displayNamesOf'>;
}

// The learner's side of document reviews (issue 31; decision 0419): what their plan gives, asking,
// and their requests with the answers. Routes take no user id: every row is the session's learner's.
export function createDocumentReviewsService({ db, clock, plans, documents, users, guardianConsent }: DocumentReviewsDeps) {
  async function termsOf(learnerId: string) {
    const planId = await plans.currentPlanId(learnerId);
    return { planId, terms: reviewTermsFor(planId) };
  }

  return {
    async overview(actor: Actor): Promise<LearnerReviews> {
      const [{ planId, terms }, rows, owned] = await Promise.all([
        termsOf(actor.id),
        createDocumentReviewsRepo(db).ofLearner(actor.id),
        documents.documentsOf(actor.id),
      ]);
      const now = clock();
      const byId = new Map(owned.map((document) => [document.id, document]));
      const names = await users.displayNamesOf(rows.map((row) => (row.status === 'answered' ? row.claimedBy : null)));
      const requests = rows.map((row) =>
        toLearnerReview(row, now, row.documentId ? (byId.get(row.documentId) ?? null) : null, row.claimedBy ? (names.get(row.claimedBy) ?? null) : null),
      );
      return {
        terms: {
          planId,
          terms,
          openCount: requests.filter((request) => request.status !== 'answered').length,
          dueIfAskedNow: terms ? reviewDueAt(now, terms.workingDays).toISOString() : null,
          upgradeUrl: UPGRADE_URL,
        },
        documents: owned.map(toReviewableRef),
        requests,
      };
    },

    /** Starter: 403 PLAN_LIMIT with the upgrade link; past the plan's open requests: 409; another's document: 404. */
    async ask(actor: Actor, input: AskReview): Promise<LearnerReview> {
      // A review shows the learner's document to a reviewer: a learner under 18 waits for their guardian.
      await guardianConsent.assertSharing(actor.id);
      const { planId, terms } = await termsOf(actor.id);
      if (!terms) throw new AppError('PLAN_LIMIT', t.errors.notAvailable, undefined, { extra: { upgradeUrl: UPGRADE_URL, requiredPlan: 'essential' } });
      let document: ReviewableDocument | null = null;
      if (input.kind === 'document') {
        document = await documents.ownedDocument(actor.id, input.documentId);
        if (!document) throw new AppError('NOT_FOUND', t.errors.documentNotFound);
      }
      const askedAt = clock();
      return db.transaction(async (tx) => {
        const repo = createDocumentReviewsRepo(tx);
        await repo.lockLearner(actor.id);
        if ((await repo.openCount(actor.id)) >= terms.maxOpen) throw new AppError('CONFLICT', t.errors.limitReached(terms.maxOpen));
        const row = await repo.insert({
          learnerId: actor.id,
          kind: input.kind,
          documentId: document?.id ?? null,
          documentType: document?.documentType ?? null,
          statementText: input.kind === 'document' ? null : input.text,
          question: input.question,
          planId,
          priority: terms.priority,
          status: 'waiting',
          askedAt,
          dueAt: reviewDueAt(askedAt, terms.workingDays),
        });
        return toLearnerReview(row, askedAt, document, null);
      });
    },
  };
}

export type DocumentReviewsService = ReturnType<typeof createDocumentReviewsService>;
