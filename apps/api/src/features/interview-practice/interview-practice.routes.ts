import { interviewPracticeQuerySchema, interviewPracticeSchema } from '@kusasa/domain/schemas/roadmap';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { InterviewPracticeService } from './interview-practice.service.ts';

// /interview-practice (issue 31): the learner's own applications and the chosen field's questions; Pro + AI.
export function interviewPracticeRoutes(app: App, practice: InterviewPracticeService) {
  app.get(
    '/api/interview-practice',
    {
      schema: { tags: ['interview-practice'], querystring: interviewPracticeQuerySchema, response: { 200: interviewPracticeSchema } },
      config: { permission: 'roadmap:own' },
    },
    (request) => practice.of(signedIn(request).user.id, request.query),
  );
}
