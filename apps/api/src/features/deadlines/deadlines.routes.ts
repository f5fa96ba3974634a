import { calendarFeedSchema, calendarTokenParamsSchema, deadlineListSchema } from '@kusasa/domain/schemas/deadlines';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { DeadlinesService } from './deadlines.service.ts';

// /deadlines (issue 30): the learner's own dates and feed address (routes take no user id), and
// the feed itself, read by a phone's calendar without a session: its private token is the permission.
export function deadlinesRoutes(app: App, deadlines: DeadlinesService) {
  const config = { permission: 'deadlines:own' } as const;
  const tags = ['deadlines'];
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;
  const response = { 200: calendarFeedSchema };

  app.get('/api/deadlines', { schema: { tags, response: { 200: deadlineListSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return deadlines.list(me(request));
  });
  app.get('/api/deadlines/calendar', { schema: { tags, response }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return deadlines.feed(me(request));
  });
  app.post('/api/deadlines/calendar', { schema: { tags, response: { 201: calendarFeedSchema } }, config }, async (request, reply) =>
    reply
      .code(201)
      .header('cache-control', 'no-store')
      .send(await deadlines.makeFeed(me(request))),
  );
  app.delete('/api/deadlines/calendar', { schema: { tags, response }, config }, (request) => deadlines.revokeFeed(me(request)));

  app.get(
    '/api/calendar/:token.ics',
    { schema: { tags, params: calendarTokenParamsSchema, produces: ['text/calendar'] }, config: { permission: 'deadlines:feed' } },
    async (request, reply) => {
      const ics = await deadlines.calendar(request.params.token);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline; filename="kusasa-deadlines.ics"')
        .type('text/calendar; charset=utf-8')
        .send(ics);
    },
  );
}
