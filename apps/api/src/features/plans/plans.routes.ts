import { currentPlanSchema } from '@kusasa/domain/schemas/guidance';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';

export function plansRoutes(app: App, plans: PlansService) {
  app.get(
    '/api/plans/current',
    { schema: { tags: ['plans'], response: { 200: currentPlanSchema } }, config: { permission: 'guidance:use' } },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const plan = await plans.currentPlan(signedIn(request).user.id);
      return {
        planId: plan.id,
        planName: plan.name,
        maxApplications: plan.maxApplications,
        maxDocuments: plan.maxDocuments,
        includesVerification: plan.includesVerification,
        thandiTier: plan.thandiTier,
      };
    },
  );
}
