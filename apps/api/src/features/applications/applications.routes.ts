import {
  applicationClientIdParamsSchema,
  applicationDraftInputSchema,
  applicationListSchema,
  applicationSchema,
  applicationSubmitSchema,
  draftDeletedSchema,
} from '@kusasa/domain/schemas/applications';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { applicationPrefillSchema } from '@kusasa/domain/schemas/application-prefill';
import { applicationInsightsSchema } from '@kusasa/domain/schemas/success-insights';
import type { ApplicationPrefillService } from './application-prefill.ts';
import type { SuccessInsightsService } from './success-insights.ts';
import type { ApplicationsService } from './applications.service.ts';

const config = { permission: 'applications:own' } as const;
const tags = ['applications'];

// A learner's program applications (/apply). No route takes a user id: every one acts on the
// session's learner only.
export function applicationsRoutes(
  app: App,
  applications: ApplicationsService,
  { prefill, insights }: { prefill: ApplicationPrefillService; insights: SuccessInsightsService },
) {
  // A new application's form, filled in from the profile where the learner's plan includes it.
  app.get('/api/applications/prefill', { schema: { tags, response: { 200: applicationPrefillSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return prefill.of(signedIn(request).user.id);
  });
  // Pro + AI's success insights: each application against its programme's published minimums.
  app.get('/api/applications/insights', { schema: { tags, response: { 200: applicationInsightsSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return insights.of(signedIn(request).user.id);
  });

  app.get('/api/applications', { schema: { tags, response: { 200: applicationListSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return applications.list(signedIn(request).user.id);
  });

  app.put(
    '/api/applications/drafts/:clientId',
    {
      schema: {
        tags,
        params: applicationClientIdParamsSchema,
        body: applicationDraftInputSchema,
        response: { 200: applicationSchema, 201: applicationSchema },
      },
      config,
    },
    async (request, reply) => {
      const saved = await applications.saveDraft(signedIn(request).user.id, request.params.clientId, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.application);
    },
  );

  app.delete(
    '/api/applications/drafts/:clientId',
    { schema: { tags, params: applicationClientIdParamsSchema, response: { 200: draftDeletedSchema } }, config },
    async (request) => {
      await applications.discardDraft(signedIn(request).user.id, request.params.clientId);
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/applications/submit',
    { schema: { tags, body: applicationSubmitSchema, response: { 200: applicationSchema, 201: applicationSchema } }, config },
    async (request, reply) => {
      const saved = await applications.submit(signedIn(request).user.id, request.body);
      return reply.status(saved.created ? 201 : 200).send(saved.application);
    },
  );
}
