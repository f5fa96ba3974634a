import { signedLinkSchema } from '@kusasa/domain/schemas/documents';
import {
  decideAppealSchema,
  nsfasDocumentParamsSchema,
  nsfasLearnerParamsSchema,
  nsfasLearnerSchema,
  nsfasQueueQuerySchema,
  nsfasQueueSchema,
  setNsfasStatusSchema,
} from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { appealParamsSchema } from '@kusasa/domain/schemas/funding/readiness';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { NsfasWorkspaceService } from './nsfas-workspace.service.ts';

// NSFAS staff's workspace (/dashboard and /nsfas/learners/:learnerId for an nsfas account).
export function nsfasWorkspaceRoutes(app: App, workspace: NsfasWorkspaceService) {
  const config = { permission: 'nsfas:workspace' } as const;
  const tags = ['nsfas'];
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;
  const learner = { 200: nsfasLearnerSchema };

  app.get('/api/nsfas/queue', { schema: { tags, querystring: nsfasQueueQuerySchema, response: { 200: nsfasQueueSchema } }, config }, (request) =>
    workspace.queue(me(request), request.query),
  );
  app.get('/api/nsfas/learners/:learnerId', { schema: { tags, params: nsfasLearnerParamsSchema, response: learner }, config }, (request) =>
    workspace.learner(me(request), request.params.learnerId),
  );
  app.get(
    '/api/nsfas/learners/:learnerId/documents/:documentId/link',
    { schema: { tags, params: nsfasDocumentParamsSchema, response: { 200: signedLinkSchema } }, config },
    (request) => workspace.documentLink(me(request), request.params.learnerId, request.params.documentId),
  );
  app.put(
    '/api/nsfas/learners/:learnerId/status',
    { schema: { tags, params: nsfasLearnerParamsSchema, body: setNsfasStatusSchema, response: learner }, config },
    (request) => workspace.setStatus(me(request), request.params.learnerId, request.body),
  );
  app.post(
    '/api/nsfas/appeals/:appealId/decision',
    { schema: { tags, params: appealParamsSchema, body: decideAppealSchema, response: learner }, config },
    (request) => workspace.decideAppeal(me(request), request.params.appealId, request.body),
  );
}
