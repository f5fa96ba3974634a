import { institutionAccountSchema } from '@kusasa/domain/schemas/institution-dashboard';
import type { Database } from '../../db/database.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { createInstitutionDashboardRepo } from './institution-dashboard.repo.ts';

// The institution dashboard's one live figure: whether an admin approved the registration yet.
export function institutionDashboardRoutes(app: App, db: Database) {
  app.get(
    '/api/institution/account',
    { schema: { tags: ['institutions'], response: { 200: institutionAccountSchema } }, config: { permission: 'institution:own' } },
    async (request) => {
      const row = await createInstitutionDashboardRepo(db).registeredBy(signedIn(request).user.id);
      return { institution: row ? { ...row, createdAt: row.createdAt.toISOString() } : null };
    },
  );
}
