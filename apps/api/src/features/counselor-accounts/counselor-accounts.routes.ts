import { z } from 'zod';
import {
  counselorAccountListSchema,
  counselorAccountQuerySchema,
  counselorAccountSchema,
  counselorProfileSchema,
  declineCounselorSchema,
} from '@kusasa/domain/schemas/counselors/caseload';
import { counselorSchoolSchema } from '@kusasa/domain/schemas/counselors/common';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { CounselorAccountsService } from './counselor-accounts.service.ts';

const params = z.object({ userId: z.uuid() });
const accountResponse = z.object({ account: counselorAccountSchema });

// Admins list counselor accounts and approve (a code is issued) or decline them; the counselor
// reads where they stand and sets their school (issue 29).
export function counselorAccountsRoutes(app: App, accounts: CounselorAccountsService) {
  const config = { permission: 'admin:counselor-accounts' } as const;
  const tags = ['admin'];
  app.get(
    '/api/admin/counselor-accounts',
    { schema: { tags, querystring: counselorAccountQuerySchema, response: { 200: counselorAccountListSchema } }, config },
    (request) => accounts.list(request.query.status),
  );
  app.post('/api/admin/counselor-accounts/:userId/approve', { schema: { tags, params, response: { 200: accountResponse } }, config }, async (request) => ({
    account: await accounts.approve(signedIn(request).user, request.params.userId),
  }));
  app.post(
    '/api/admin/counselor-accounts/:userId/decline',
    { schema: { tags, params, body: declineCounselorSchema, response: { 200: accountResponse } }, config },
    async (request) => ({ account: await accounts.decline(signedIn(request).user, request.params.userId, request.body.reason) }),
  );

  const counselor = { permission: 'counselor:workspace' } as const;
  app.get('/api/counselor/me', { schema: { tags: ['counselor'], response: { 200: counselorProfileSchema } }, config: counselor }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return accounts.profileOf(signedIn(request).user.id);
  });
  app.put(
    '/api/counselor/school',
    { schema: { tags: ['counselor'], body: counselorSchoolSchema, response: { 200: counselorProfileSchema } }, config: counselor },
    (request) => accounts.setSchool(signedIn(request).user.id, request.body),
  );
}
