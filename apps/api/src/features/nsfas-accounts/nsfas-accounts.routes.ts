import { z } from 'zod';
import {
  declineNsfasAccountSchema,
  nsfasAccountListSchema,
  nsfasAccountQuerySchema,
  nsfasAccountResponseSchema,
  nsfasStaffStatusSchema,
} from '@kusasa/domain/schemas/funding/nsfas-workspace';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { NsfasAccountsService } from './nsfas-accounts.service.ts';

const params = z.object({ userId: z.uuid() });

// Admins list NSFAS staff accounts and approve or decline them; the account reads where it stands (issue 28).
export function nsfasAccountsRoutes(app: App, accounts: NsfasAccountsService) {
  const config = { permission: 'admin:nsfas-accounts' } as const;
  const tags = ['admin'];
  app.get(
    '/api/admin/nsfas-accounts',
    { schema: { tags, querystring: nsfasAccountQuerySchema, response: { 200: nsfasAccountListSchema } }, config },
    (request) => accounts.list(request.query.status),
  );
  app.post(
    '/api/admin/nsfas-accounts/:userId/approve',
    { schema: { tags, params, response: { 200: nsfasAccountResponseSchema } }, config },
    async (request) => ({ account: await accounts.approve(signedIn(request).user, request.params.userId) }),
  );
  app.post(
    '/api/admin/nsfas-accounts/:userId/decline',
    { schema: { tags, params, body: declineNsfasAccountSchema, response: { 200: nsfasAccountResponseSchema } }, config },
    async (request) => ({ account: await accounts.decline(signedIn(request).user, request.params.userId, request.body.reason) }),
  );
  app.get(
    '/api/nsfas/me',
    { schema: { tags: ['nsfas'], response: { 200: nsfasStaffStatusSchema } }, config: { permission: 'nsfas:workspace' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return accounts.statusOf(signedIn(request).user.id);
    },
  );
}
