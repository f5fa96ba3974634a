import {
  adminTestimonialListSchema,
  adminTestimonialSchema,
  myTestimonialSchema,
  ownTestimonialSchema,
  publicTestimonialListSchema,
  testimonialIdParamsSchema,
  testimonialInputSchema,
  testimonialListQuerySchema,
  testimonialReviewSchema,
} from '@kusasa/domain/schemas/testimonials';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { TestimonialsService } from './testimonials.service.ts';

const tags = ['testimonials'];
const admin = { permission: 'admin:testimonials' } as const;

export function testimonialsRoutes(app: App, testimonials: TestimonialsService) {
  app.get('/api/testimonials', { schema: { tags, response: { 200: publicTestimonialListSchema } }, config: { permission: 'testimonials:read' } }, async () => ({
    testimonials: await testimonials.published(),
  }));

  app.get('/api/testimonials/mine', { schema: { tags, response: { 200: myTestimonialSchema } }, config: { permission: 'testimonials:own' } }, (request) =>
    testimonials.mine(signedIn(request).user.id),
  );

  app.put(
    '/api/testimonials/mine',
    { schema: { tags, body: testimonialInputSchema, response: { 200: ownTestimonialSchema } }, config: { permission: 'testimonials:own' } },
    (request) => testimonials.submit(signedIn(request).user.id, request.body),
  );

  app.get(
    '/api/admin/testimonials',
    { schema: { tags, querystring: testimonialListQuerySchema, response: { 200: adminTestimonialListSchema } }, config: admin },
    async (request) => ({
      testimonials: await testimonials.list(request.query.status),
    }),
  );

  app.post(
    '/api/admin/testimonials/:id/review',
    { schema: { tags, params: testimonialIdParamsSchema, body: testimonialReviewSchema, response: { 200: adminTestimonialSchema } }, config: admin },
    (request) => testimonials.review(signedIn(request).user, request.params.id, request.body.status),
  );
}
