import { careerAssessmentRequestSchema, careerAssessmentResultSchema } from '@kusasa/domain/schemas/guidance';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { GuidanceService } from './guidance.service.ts';

export function guidanceRoutes(app: App, guidance: GuidanceService) {
  app.post(
    '/api/guidance/career-assessment',
    {
      schema: { tags: ['guidance'], body: careerAssessmentRequestSchema, response: { 200: careerAssessmentResultSchema } },
      config: { permission: 'guidance:use' },
    },
    (request) => guidance.careerAssessment(signedIn(request).user.id, request.body.answers),
  );
}
