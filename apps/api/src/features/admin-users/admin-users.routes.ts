import {
  adminMeResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  roleChangeRequestSchema,
  roleChangeResponseSchema,
  userIdParamsSchema,
} from '@kusasa/domain/schemas/admin-users';
import { adminTexts } from '@kusasa/domain/admin-texts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AdminUsersService } from './admin-users.service.ts';

export function adminUsersRoutes(app: App, adminUsers: AdminUsersService) {
  // The seed's is_admin: any signed-in user may ask, and the answer comes from the users row read
  // for this request. Signed out is not admin (401); the web treats any failure as not admin.
  app.get(
    '/api/admin/me',
    { schema: { tags: ['admin'], response: { 200: adminMeResponseSchema } }, config: { permission: 'auth:session' } },
    (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { isAdmin: signedIn(request).user.userType === 'admin' };
    },
  );

  app.get(
    '/api/admin/users',
    { schema: { tags: ['admin'], querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema } }, config: { permission: 'admin:users' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return adminUsers.list(request.query);
    },
  );

  app.patch(
    '/api/admin/users/:id/role',
    {
      schema: { tags: ['admin'], params: userIdParamsSchema, body: roleChangeRequestSchema, response: { 200: roleChangeResponseSchema } },
      config: { permission: 'admin:users' },
    },
    async (request) => {
      const user = await adminUsers.changeRole(signedIn(request).user, request.params.id, request.body.userType);
      return { message: adminTexts.roleUpdated, user };
    },
  );
}
