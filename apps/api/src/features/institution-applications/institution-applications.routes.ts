import { INBOX_CSV_FILENAME } from '@kusasa/domain/inbox-texts';
import { applicationIdParamsSchema, institutionApplicationSchema } from '@kusasa/domain/schemas/institution-applications/application';
import { commentCreatedSchema, commentInputSchema } from '@kusasa/domain/schemas/institution-applications/comments';
import {
  bulkDecisionInputSchema,
  bulkDecisionResultSchema,
  decisionInputSchema,
  decisionResultSchema,
} from '@kusasa/domain/schemas/institution-applications/decisions';
import { inboxFiltersSchema, inboxQuerySchema, inboxResponseSchema } from '@kusasa/domain/schemas/institution-applications/inbox';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { InstitutionApplicationsService } from './institution-applications.service.ts';

const config = { permission: 'institution:applications' } as const;
const tags = ['institution'];

// The institution's inbox and decisions (issue 25). No route takes an institution id: the service
// works on the signed-in colleague's institution, and answers 403 to an account not linked to one.
export function institutionApplicationsRoutes(app: App, inbox: InstitutionApplicationsService) {
  app.get(
    '/api/institution/applications',
    { schema: { tags, querystring: inboxQuerySchema, response: { 200: inboxResponseSchema } }, config },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return inbox.inbox(signedIn(request).user.id, request.query);
    },
  );

  app.get('/api/institution/applications.csv', { schema: { tags, querystring: inboxFiltersSchema }, config }, async (request, reply) => {
    const csv = await inbox.exportCsv(signedIn(request).user.id, request.query);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${INBOX_CSV_FILENAME}"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });

  app.get(
    '/api/institution/applications/:id',
    { schema: { tags, params: applicationIdParamsSchema, response: { 200: institutionApplicationSchema } }, config },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return inbox.detail(signedIn(request).user.id, request.params.id);
    },
  );

  app.post(
    '/api/institution/applications/:id/comments',
    { schema: { tags, params: applicationIdParamsSchema, body: commentInputSchema, response: { 201: commentCreatedSchema } }, config },
    async (request, reply) => reply.status(201).send(await inbox.comment(signedIn(request).user.id, request.params.id, request.body.body)),
  );

  app.post(
    '/api/institution/applications/:id/decisions',
    { schema: { tags, params: applicationIdParamsSchema, body: decisionInputSchema, response: { 200: decisionResultSchema } }, config },
    async (request) => inbox.decide(signedIn(request).user.id, request.params.id, request.body),
  );

  app.post(
    '/api/institution/applications/decisions/bulk',
    { schema: { tags, body: bulkDecisionInputSchema, response: { 200: bulkDecisionResultSchema } }, config },
    async (request) => inbox.decideMany(signedIn(request).user.id, request.body.ids, request.body.decision),
  );
}
