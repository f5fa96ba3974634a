import { apiApplicationSchema } from '@kusasa/domain/schemas/institution-api/application';
import { idParamsSchema } from '@kusasa/domain/schemas/institution-api/common';
import { apiDecisionSchema, decisionResultSchema, idempotencyHeadersSchema } from '@kusasa/domain/schemas/institution-api/decision';
import { eventPageSchema, eventsQuerySchema } from '@kusasa/domain/schemas/institution-api/events';
import { apiErrorSchema } from '@kusasa/domain/schemas/common';
import type { App } from '../../http/types.ts';
import { apiCallerOf, apiKeyGuard } from './api-key-guard.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import type { InstitutionApiService } from './institution-api.service.ts';

export const INSTITUTION_API_TAG = 'institution-api (v1)';
const security = [{ institutionApiKey: [] }];
const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

// The versioned API an institution's own admissions system calls (issue 25), with
// `Authorization: Bearer <key>`; the key is the permission (auth/policy.ts 'institution-api:key').
export function institutionApiRoutes(app: App, { api, keys }: { api: InstitutionApiService; keys: Pick<ApiKeysService, 'authenticate' | 'countCall'> }) {
  const config = { permission: 'institution-api:key' } as const;
  const preValidation = apiKeyGuard(keys);
  const tags = [INSTITUTION_API_TAG];

  app.get(
    '/api/v1/institution/applications',
    {
      schema: {
        tags,
        security,
        summary: 'Events of your applications after a cursor, in commit order',
        querystring: eventsQuerySchema,
        response: { 200: eventPageSchema, 400: apiErrorSchema, ...errors },
      },
      config,
      preValidation,
    },
    (request) => api.events(apiCallerOf(request), request.query),
  );

  app.get(
    '/api/v1/institution/applications/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One application, with signed document links',
        params: idParamsSchema,
        response: { 200: apiApplicationSchema, ...errors },
      },
      config,
      preValidation,
    },
    (request) => api.application(apiCallerOf(request), request.params.id),
  );

  app.post(
    '/api/v1/institution/applications/:id/decisions',
    {
      schema: {
        tags,
        security,
        summary: 'Decide an application (exactly once per Idempotency-Key)',
        params: idParamsSchema,
        headers: idempotencyHeadersSchema,
        body: apiDecisionSchema,
        response: { 201: decisionResultSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
      config,
      preValidation,
    },
    async (request, reply) => {
      const answer = await api.decide(apiCallerOf(request), request.params.id, request.headers['idempotency-key'], request.body);
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode).send(answer.body);
    },
  );
}
