import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '@kusasa/domain/schemas/institution-api/api-keys';
import { idParamsSchema } from '@kusasa/domain/schemas/institution-api/common';
import {
  deliveryListSchema,
  deliveryResponseSchema,
  savedWebhookSchema,
  saveWebhookSchema,
  webhookStateSchema,
} from '@kusasa/domain/schemas/institution-api/webhook';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { ApiKeysService } from './api-keys.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

// /institutions/integrations (issue 25): the institution's lead makes and revokes API keys and
// sets up the webhook. The routes take no institution id: the lead's membership names it.
export function integrationsRoutes(app: App, { keys, webhooks }: { keys: ApiKeysService; webhooks: WebhooksService }) {
  const config = { permission: 'institution:integrations' } as const;
  const tags = ['institutions'];
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.post(
    '/api/institution/api-keys',
    { schema: { tags, body: createApiKeySchema, response: { 201: createdApiKeySchema } }, config },
    async (request, reply) => reply.status(201).send(await keys.create(me(request), request.body)),
  );
  app.get('/api/institution/api-keys', { schema: { tags, response: { 200: apiKeyListSchema } }, config }, (request) => keys.list(me(request)));
  app.delete('/api/institution/api-keys/:id', { schema: { tags, params: idParamsSchema }, config }, async (request, reply) => {
    await keys.revoke(me(request), request.params.id);
    return reply.status(204).send();
  });

  app.get('/api/institution/webhook', { schema: { tags, response: { 200: webhookStateSchema } }, config }, (request) => webhooks.get(me(request)));
  app.put(
    '/api/institution/webhook',
    { schema: { tags, body: saveWebhookSchema, response: { 200: savedWebhookSchema, 201: savedWebhookSchema } }, config },
    async (request, reply) => {
      const saved = await webhooks.save(me(request), request.body);
      return reply.status(saved.secret ? 201 : 200).send(saved);
    },
  );
  app.delete('/api/institution/webhook', { config }, async (request, reply) => {
    await webhooks.remove(me(request));
    return reply.status(204).send();
  });
  app.post('/api/institution/webhook/rotate-secret', { schema: { tags, response: { 200: savedWebhookSchema } }, config }, (request) =>
    webhooks.rotate(me(request)),
  );
  app.get('/api/institution/webhook/deliveries', { schema: { tags, response: { 200: deliveryListSchema } }, config }, (request) =>
    webhooks.deliveries(me(request)),
  );
  app.post(
    '/api/institution/webhook/deliveries/:id/resend',
    { schema: { tags, params: idParamsSchema, response: { 200: deliveryResponseSchema } }, config },
    (request) => webhooks.resend(me(request), request.params.id),
  );
}
