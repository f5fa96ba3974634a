import { resubmitInputSchema } from '@kusasa/domain/schemas/applications/resubmit';
import { applicationIdParamsSchema, learnerTimelineSchema } from '@kusasa/domain/schemas/applications/timeline';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { ApplicationChangesService } from './application-changes.service.ts';

const config = { permission: 'applications:own' } as const;
const tags = ['applications'];

// A learner's application after submission: its timeline, resubmitting, withdrawing. The id is
// the application's; another learner's (or a draft) answers 404.
export function applicationChangesRoutes(app: App, changes: ApplicationChangesService) {
  const schema = { tags, params: applicationIdParamsSchema, response: { 200: learnerTimelineSchema } };

  app.get('/api/applications/:id/timeline', { schema, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return changes.timeline(signedIn(request).user.id, request.params.id);
  });

  app.post('/api/applications/:id/resubmit', { schema: { ...schema, body: resubmitInputSchema }, config }, async (request) =>
    changes.resubmit(signedIn(request).user.id, request.params.id, request.body),
  );

  app.post('/api/applications/:id/withdraw', { schema, config }, async (request) => changes.withdraw(signedIn(request).user.id, request.params.id));
}
