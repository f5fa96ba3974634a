import { z } from 'zod';
import {
  answerReviewSchema,
  askReviewSchema,
  learnerReviewSchema,
  learnerReviewsSchema,
  reviewDetailSchema,
  reviewIdParamsSchema,
  reviewQueueSchema,
} from '@kusasa/domain/schemas/document-reviews';
import { signedLinkSchema } from '@kusasa/domain/schemas/documents';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { DocumentReviewsService } from './document-reviews.service.ts';
import type { ReviewQueueService } from './review-queue.service.ts';

const tags = ['document-reviews'];
const learner = { permission: 'document-reviews:own' } as const;
const reviewer = { permission: 'document-reviews:review' } as const;
const params = reviewIdParamsSchema;

export function documentReviewsRoutes(app: App, reviews: DocumentReviewsService, queue: ReviewQueueService) {
  app.get('/api/document-reviews', { schema: { tags, response: { 200: learnerReviewsSchema } }, config: learner }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return reviews.overview(signedIn(request).user);
  });

  app.post(
    '/api/document-reviews',
    { schema: { tags, body: askReviewSchema, response: { 201: learnerReviewSchema } }, config: learner },
    async (request, reply) => reply.status(201).send(await reviews.ask(signedIn(request).user, request.body)),
  );

  app.get('/api/review-queue', { schema: { tags, response: { 200: reviewQueueSchema } }, config: reviewer }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return queue.queue(signedIn(request).user);
  });

  app.get('/api/review-queue/:id', { schema: { tags, params, response: { 200: reviewDetailSchema } }, config: reviewer }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return queue.detail(signedIn(request).user, request.params.id);
  });

  app.post('/api/review-queue/:id/claim', { schema: { tags, params, response: { 200: reviewDetailSchema } }, config: reviewer }, (request) =>
    queue.claim(signedIn(request).user, request.params.id),
  );

  app.post('/api/review-queue/:id/release', { schema: { tags, params, response: { 204: z.null() } }, config: reviewer }, async (request, reply) => {
    await queue.release(signedIn(request).user, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/review-queue/:id/document-link',
    { schema: { tags, params, response: { 200: signedLinkSchema } }, config: reviewer },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return queue.documentLink(signedIn(request).user, request.params.id);
    },
  );

  app.post(
    '/api/review-queue/:id/answer',
    { schema: { tags, params, body: answerReviewSchema, response: { 200: reviewDetailSchema } }, config: reviewer },
    (request) => queue.answer(signedIn(request).user, request.params.id, request.body.comments),
  );
}
