import type { FastifyRequest } from 'fastify';
import { SUPPORT_RATE_LIMIT_PER_HOUR } from '@kusasa/domain/rules/support';
import {
  supportIdParamsSchema,
  supportListQuerySchema,
  supportListSchema,
  supportRequestInputSchema,
  supportRequestSchema,
  supportStatusChangeSchema,
  supportSubmittedSchema,
} from '@kusasa/domain/schemas/support';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { SupportService } from './support.service.ts';

const tags = ['support'];
const admin = { permission: 'admin:support' } as const;

/** The signed-in user's id on a public route, or null (areas/public-site.ts resolves the session cookie). */
export type ViewerOf = (request: FastifyRequest) => Promise<string | null>;

export function supportRoutes(app: App, support: SupportService, viewerOf: ViewerOf) {
  // Contact Us: anyone may write; a signed-in sender's request is kept with their account.
  app.post(
    '/api/support',
    {
      schema: { tags, body: supportRequestInputSchema, response: { 201: supportSubmittedSchema } },
      config: { permission: 'support:submit', rateLimit: { max: SUPPORT_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => reply.status(201).send(await support.submit(request.body, { userId: await viewerOf(request), ip: request.ip })),
  );

  app.get('/api/admin/support', { schema: { tags, querystring: supportListQuerySchema, response: { 200: supportListSchema } }, config: admin }, (request) =>
    support.list(request.query.status),
  );

  app.post(
    '/api/admin/support/:id/status',
    { schema: { tags, params: supportIdParamsSchema, body: supportStatusChangeSchema, response: { 200: supportRequestSchema } }, config: admin },
    (request) => support.changeStatus(signedIn(request).user, request.params.id, request.body),
  );
}
