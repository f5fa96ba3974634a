import { accountExportSchema, deleteAccountRequestSchema } from '@kusasa/domain/schemas/account-data';
import { messageResponseSchema } from '@kusasa/domain/schemas/auth';
import { accountDataTexts } from '@kusasa/domain/texts';
import { clearSessionCookie, signedIn, type SessionCookieSettings } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AccountDataService } from './account-data.service.ts';

export function accountDataRoutes(app: App, accountData: AccountDataService, cookie: SessionCookieSettings, clock: () => Date) {
  app.get(
    '/api/account/export',
    { schema: { tags: ['account'], response: { 200: accountExportSchema } }, config: { permission: 'account:export' } },
    async (request, reply) => {
      const { user, sessionId } = signedIn(request);
      const data = await accountData.export(user.id, { ip: request.ip, sessionId });
      const day = clock().toISOString().slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="kusasa-my-data-${day}.json"`).header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/account/delete',
    { schema: { tags: ['account'], body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } }, config: { permission: 'account:delete' } },
    async (request, reply) => {
      await accountData.delete(signedIn(request).user.id, request.body.password, { ip: request.ip });
      // The account's sessions went with it; the browser forgets its cookie too.
      clearSessionCookie(reply, cookie);
      return { message: accountDataTexts.deleted };
    },
  );
}
