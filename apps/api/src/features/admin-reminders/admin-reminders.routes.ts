import { adminRemindersSchema, messageIdParamsSchema, messageRetriedSchema } from '@kusasa/domain/schemas/messaging';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AdminRemindersService } from './admin-reminders.service.ts';

// /admin/reminders (issue 30): failed and interrupted messages (sent again on an admin's word, audited)
// and the closing dates not checked in 60 days.
export function adminRemindersRoutes(app: App, reminders: AdminRemindersService) {
  const config = { permission: 'admin:reminders' } as const;
  const tags = ['admin'];

  app.get('/api/admin/reminders', { schema: { tags, response: { 200: adminRemindersSchema } }, config }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return reminders.view();
  });
  app.post(
    '/api/admin/reminders/messages/:id/retry',
    { schema: { tags, params: messageIdParamsSchema, response: { 200: messageRetriedSchema } }, config },
    async (request) => {
      await reminders.retry(signedIn(request).user.id, request.params.id);
      return { status: 'queued' as const };
    },
  );
}
