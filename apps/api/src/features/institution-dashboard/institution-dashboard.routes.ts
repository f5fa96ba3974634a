import { institutionAccountSchema } from '@kusasa/domain/schemas/institution-dashboard';
import type { Kernel } from '../../core/kernel.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { createInstitutionDashboardService } from './institution-dashboard.service.ts';

// /institutions/dashboard: the account's registration, where its review stands and, once it works
// for a catalogue institution, that institution's real figures.
export function institutionDashboardRoutes(app: App, kernel: Pick<Kernel, 'db' | 'clock' | 'institutionMembers'>) {
  const dashboard = createInstitutionDashboardService(kernel);
  app.get(
    '/api/institution/account',
    { schema: { tags: ['institutions'], response: { 200: institutionAccountSchema } }, config: { permission: 'institution:own' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return dashboard.account(signedIn(request).user.id);
    },
  );
}
