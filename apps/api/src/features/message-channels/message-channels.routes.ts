import { channelChoiceSchema, channelParamsSchema, channelSettingsSchema } from '@kusasa/domain/schemas/messaging';
import type { Messaging } from '../../core/messaging/messaging.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';

// /profile's "Reminders and messages" (issue 30): a learner's own channels (the routes take no user
// id). Turning one on records the consent's wording version; off, like STOP, takes effect at once.
export function messageChannelsRoutes(app: App, messaging: Pick<Messaging, 'channelsOf' | 'choose'>) {
  const config = { permission: 'messaging:own' } as const;
  const tags = ['messaging'];
  const response = { 200: channelSettingsSchema };

  app.get('/api/messaging/channels', { schema: { tags, response }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return messaging.channelsOf(signedIn(request).user.id);
  });
  app.put('/api/messaging/channels/:channel', { schema: { tags, params: channelParamsSchema, body: channelChoiceSchema, response }, config }, (request) =>
    messaging.choose(signedIn(request).user.id, request.params.channel, request.body),
  );
}
