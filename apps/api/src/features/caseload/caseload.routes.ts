import { caseloadLearnerSchema, caseloadQuerySchema, caseloadSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { learnerParamsSchema, newNoteSchema, noteSchema } from '@kusasa/domain/schemas/counselors/common';
import { z } from 'zod';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { CaseloadService } from './caseload.service.ts';

// A counselor's caseload, a linked learner's page and notes (issue 29; the route list is in
// packages/domain/src/schemas/counselors/common.ts).
export function caseloadRoutes(app: App, caseload: CaseloadService) {
  const config = { permission: 'counselor:workspace' } as const;
  const tags = ['counselor'];
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.get('/api/counselor/caseload', { schema: { tags, querystring: caseloadQuerySchema, response: { 200: caseloadSchema } }, config }, (request) =>
    caseload.caseload(me(request), request.query),
  );
  app.get(
    '/api/counselor/learners/:learnerId',
    { schema: { tags, params: learnerParamsSchema, response: { 200: caseloadLearnerSchema } }, config },
    (request) => caseload.learner(me(request), request.params.learnerId),
  );
  app.post(
    '/api/counselor/learners/:learnerId/notes',
    { schema: { tags, params: learnerParamsSchema, body: newNoteSchema, response: { 201: z.object({ note: noteSchema }) } }, config },
    async (request, reply) => reply.code(201).send(await caseload.addNote(me(request), request.params.learnerId, request.body)),
  );
}
