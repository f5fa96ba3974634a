import {
  appealParamsSchema,
  consentParamsSchema,
  fundingItemParamsSchema,
  fundingReadinessSchema,
  fundingStepParamsSchema,
  giveConsentSchema,
  linkChecklistDocumentSchema,
  newAppealSchema,
  recordNsfasSchema,
} from '@kusasa/domain/schemas/funding/readiness';
import { fundingTimelineSchema } from '@kusasa/domain/schemas/funding/common';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AppealsService } from './appeals.service.ts';
import type { FundingService } from './funding.service.ts';

// /funding: the learner's own funding readiness. The routes take no user id: the session's learner.
export function fundingRoutes(app: App, { funding, appeals }: { funding: FundingService; appeals: AppealsService }) {
  const config = { permission: 'funding:own' } as const;
  const tags = ['funding'];
  const response = { 200: fundingReadinessSchema };
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.get('/api/funding', { schema: { tags, response }, config }, (request) => funding.readiness(me(request)));
  app.get('/api/funding/timeline', { schema: { tags, response: { 200: fundingTimelineSchema } }, config }, (request) => funding.timeline(me(request)));
  // The body's schema is the step's own (fundingStepSchemas): the service parses it.
  app.put('/api/funding/answers/:step', { schema: { tags, params: fundingStepParamsSchema, response }, config }, (request) =>
    funding.saveStep(me(request), request.params.step, request.body),
  );
  app.put(
    '/api/funding/checklist/:item',
    { schema: { tags, params: fundingItemParamsSchema, body: linkChecklistDocumentSchema, response }, config },
    (request) => funding.linkDocument(me(request), request.params.item, request.body),
  );
  app.delete('/api/funding/checklist/:item', { schema: { tags, params: fundingItemParamsSchema, response }, config }, (request) =>
    funding.unlinkDocument(me(request), request.params.item),
  );
  app.put('/api/funding/nsfas', { schema: { tags, body: recordNsfasSchema, response }, config }, (request) => funding.recordNsfas(me(request), request.body));
  app.put('/api/funding/consents/:audience', { schema: { tags, params: consentParamsSchema, body: giveConsentSchema, response }, config }, (request) =>
    funding.giveConsent(me(request), request.params.audience, request.body.version),
  );
  app.delete('/api/funding/consents/:audience', { schema: { tags, params: consentParamsSchema, response }, config }, (request) =>
    funding.revokeConsent(me(request), request.params.audience),
  );
  app.post('/api/funding/appeals', { schema: { tags, body: newAppealSchema, response: { 201: fundingReadinessSchema } }, config }, async (request, reply) =>
    reply.code(201).send(await appeals.submit(me(request), request.body)),
  );
  app.post('/api/funding/appeals/:appealId/withdraw', { schema: { tags, params: appealParamsSchema, response }, config }, (request) =>
    appeals.withdraw(me(request), request.params.appealId),
  );
}
