import {
  accountReviewListSchema,
  accountReviewParamsSchema,
  accountReviewQuerySchema,
  accountReviewSchema,
  approveAccountSchema,
  declineAccountSchema,
} from '@kusasa/domain/schemas/institution-workspace/account-reviews';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { InstitutionAccountsService } from './institution-accounts.service.ts';

// /admin/institutions: admins list institution accounts and approve (linking a catalogue institution) or decline them.
export function institutionAccountsRoutes(app: App, accounts: InstitutionAccountsService) {
  const config = { permission: 'admin:institution-accounts' } as const;
  app.get(
    '/api/admin/institution-accounts',
    { schema: { tags: ['admin'], querystring: accountReviewQuerySchema, response: { 200: accountReviewListSchema } }, config },
    (request) => accounts.list(request.query.status),
  );
  app.post(
    '/api/admin/institution-accounts/:userId/approve',
    { schema: { tags: ['admin'], params: accountReviewParamsSchema, body: approveAccountSchema, response: { 200: accountReviewSchema } }, config },
    (request) => accounts.approve(signedIn(request).user, request.params.userId, request.body),
  );
  app.post(
    '/api/admin/institution-accounts/:userId/decline',
    { schema: { tags: ['admin'], params: accountReviewParamsSchema, body: declineAccountSchema, response: { 200: accountReviewSchema } }, config },
    (request) => accounts.decline(signedIn(request).user, request.params.userId, request.body),
  );
}
