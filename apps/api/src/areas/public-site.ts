import type { Kernel } from '../core/kernel.ts';
import { legalRoutes } from '../features/legal/legal.routes.ts';
import { createLegalService } from '../features/legal/legal.service.ts';
import { supportRoutes } from '../features/support/support.routes.ts';
import { createSupportService } from '../features/support/support.service.ts';
import { testimonialsRoutes } from '../features/testimonials/testimonials.routes.ts';
import { createTestimonialsService } from '../features/testimonials/testimonials.service.ts';
import { sessionTokenOf } from '../http/session.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';

/** The pages anyone may read or write to: the policies, Contact Us and learners' stories. */
export function registerPublicSite(app: App, kernel: Kernel, { journey }: { journey: Pick<LearnerJourney, 'applications'> }) {
  const { config, sessions, sessionCookie } = kernel;
  // The policies: pages that read without JavaScript, their PDFs, and the announcement of changes.
  legalRoutes(app, createLegalService({ ...kernel, officer: config.informationOfficer }), { webDist: config.webDist });

  // Contact Us (issue 14): a public form that keeps a signed-in sender's account with the request.
  supportRoutes(app, createSupportService(kernel), async (request) => {
    const token = sessionTokenOf(request, sessionCookie);
    if (!token) return null;
    const resolved = await sessions.resolve(token);
    return resolved.status === 'active' ? resolved.user.id : null;
  });

  // Learner stories (issue 14): only a learner who has submitted an application may share one.
  testimonialsRoutes(
    app,
    createTestimonialsService({
      ...kernel,
      hasSubmittedApplication: async (userId) => (await journey.applications.list(userId)).applications.some((application) => application.status !== 'draft'),
    }),
  );
}
