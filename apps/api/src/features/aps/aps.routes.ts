import { myApsSchema, programmeEligibilityListSchema } from '@kusasa/domain/schemas/my-aps';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { ApsService } from './aps.service.ts';

export function apsRoutes(app: App, aps: ApsService) {
  app.get('/api/aps/me', { schema: { tags: ['aps'], response: { 200: myApsSchema } }, config: { permission: 'profile:own' } }, (request) =>
    aps.myAps(signedIn(request).user.id),
  );

  app.get(
    '/api/programs/eligibility',
    { schema: { tags: ['aps'], response: { 200: programmeEligibilityListSchema } }, config: { permission: 'profile:own' } },
    async (request) => ({ results: await aps.eligibility(signedIn(request).user.id) }),
  );
}
