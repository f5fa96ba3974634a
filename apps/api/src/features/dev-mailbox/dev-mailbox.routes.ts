import { devMailboxQuerySchema, devMailboxResponseSchema } from '@kusasa/domain/schemas/dev-mailbox';
import { authTexts } from '@kusasa/domain/texts';
import { AppError } from '../../http/app-error.ts';
import { isLoopback } from '../../http/loopback.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { DevMailboxService } from './dev-mailbox.service.ts';

// GET /api/dev/mailbox: the outbox newest first, so a developer or an e2e test can open the
// confirmation and reset links. Outside production only: areas/platform.ts does not call this in
// production, and it refuses to register there as a second wall. Reset links are as good as a
// password, so it answers only this machine (request.ip, which weighs TRUST_PROXY) or a
// signed-in admin: a reset link here is no easier to reach than the learner's own inbox.
export function devMailboxRoutes(app: App, mailbox: DevMailboxService, { isProduction }: { isProduction: boolean }) {
  if (isProduction) throw new Error('the dev mailbox must not be registered in production');
  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['dev'], querystring: devMailboxQuerySchema, response: { 200: devMailboxResponseSchema } }, config: { permission: 'dev:mailbox' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!isLoopback(request.ip)) {
        await app.requireUser.call(app, request, reply);
        if (signedIn(request).user.userType !== 'admin') throw new AppError('FORBIDDEN', authTexts.permissionDenied);
      }
      return { messages: await mailbox.list(request.query) };
    },
  );
}
