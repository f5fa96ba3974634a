import { roadmapSchema } from '@kusasa/domain/schemas/roadmap';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { RoadmapService } from './roadmap.service.ts';

// /roadmap (issue 31): the learner's own weeks (the route takes no user id); Pro + AI, else 403 PLAN_LIMIT.
export function roadmapRoutes(app: App, roadmap: RoadmapService) {
  app.get(
    '/api/roadmap',
    { schema: { tags: ['roadmap'], response: { 200: roadmapSchema } }, config: { permission: 'roadmap:own' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return roadmap.of(signedIn(request).user.id);
    },
  );
}
