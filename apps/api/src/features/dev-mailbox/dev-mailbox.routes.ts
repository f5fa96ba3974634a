import { devMailboxQuerySchema, devMailboxResponseSchema } from '@kusasa/domain/schemas/dev-mailbox';
import { authTexts } from '@kusasa/domain/texts';
import { AppError } from '../../http/app-error.ts';
import { timingSafeEqual } from 'node:crypto';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { DevMailboxService } from './dev-mailbox.service.ts';

// GET /api/dev/mailbox: the outbox newest first, so a developer or an e2e test can open the
// confirmation and reset links. Outside production only: areas/platform.ts does not call this in
// production, and it refuses to register there as a second wall. Reset links are as good as a
// password, so it answers only a request carrying the mailbox's token (the start banner prints it,
// DATA_DIR/dev-mailbox-token holds it) or a signed-in admin. "From this machine" was not safe: behind
// a reverse proxy on the same host, every visitor's address is the proxy's loopback (issue 34).
export const DEV_MAILBOX_TOKEN_HEADER = 'x-dev-mailbox-token';

export function devMailboxRoutes(app: App, mailbox: DevMailboxService, { isProduction, devMailboxToken }: { isProduction: boolean; devMailboxToken: string }) {
  if (isProduction) throw new Error('the dev mailbox must not be registered in production');
  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['dev'], querystring: devMailboxQuerySchema, response: { 200: devMailboxResponseSchema } }, config: { permission: 'dev:mailbox' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const offered = request.headers[DEV_MAILBOX_TOKEN_HEADER] ?? request.query.token;
      if (typeof offered !== 'string' || !sameToken(offered, devMailboxToken)) {
        await app.requireUser.call(app, request, reply);
        if (signedIn(request).user.userType !== 'admin') throw new AppError('FORBIDDEN', authTexts.permissionDenied);
      }
      return { messages: await mailbox.list(request.query) };
    },
  );
}

function sameToken(offered: string, expected: string): boolean {
  const a = Buffer.from(offered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
