import {
  markReadResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationsChangedResponseSchema,
} from '@kusasa/domain/schemas/notifications';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { NotificationsService } from '../../core/notifications/notifications.service.ts';

const config = { permission: 'notifications:own' } as const;
const tags = ['notifications'];

export function notificationsRoutes(app: App, notifications: NotificationsService) {
  app.get(
    '/api/notifications',
    { schema: { tags, querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema } }, config },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return notifications.list(signedIn(request).user, request.query);
    },
  );

  app.post('/api/notifications/read-all', { schema: { tags, response: { 200: notificationsChangedResponseSchema } }, config }, (request) =>
    notifications.markAllRead(signedIn(request).user),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { tags, params: notificationIdParamsSchema, response: { 200: markReadResponseSchema } }, config },
    (request) => notifications.markRead(signedIn(request).user, request.params.id),
  );

  // Static before parametric: find-my-way matches /read here, never as an :id.
  app.delete('/api/notifications/read', { schema: { tags, response: { 200: notificationsChangedResponseSchema } }, config }, (request) =>
    notifications.removeRead(signedIn(request).user),
  );

  app.delete(
    '/api/notifications/:id',
    { schema: { tags, params: notificationIdParamsSchema, response: { 200: notificationsChangedResponseSchema } }, config },
    (request) => notifications.remove(signedIn(request).user, request.params.id),
  );
}
