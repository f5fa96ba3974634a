import { cancelSubscriptionResponseSchema, subscriptionResponseSchema } from '@kusasa/domain/schemas/payments/subscription';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { SubscriptionService } from './subscription.service.ts';

export function subscriptionRoutes(app: App, subscription: SubscriptionService) {
  app.get(
    '/api/subscription',
    { schema: { tags: ['subscription'], response: { 200: subscriptionResponseSchema } }, config: { permission: 'subscription:own' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return subscription.get(signedIn(request).user.id);
    },
  );

  app.post(
    '/api/subscription/cancel',
    { schema: { tags: ['subscription'], response: { 200: cancelSubscriptionResponseSchema } }, config: { permission: 'subscription:own' } },
    async (request) => subscription.cancel(signedIn(request).user.id),
  );
}
