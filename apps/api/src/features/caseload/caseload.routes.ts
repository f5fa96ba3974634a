import { caseloadLearnerSchema, caseloadQuerySchema, caseloadSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { learnerParamsSchema, newNoteSchema, noteSchema, nudgeSchema } from '@kusasa/domain/schemas/counselors/common';
import { z } from 'zod';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { CaseloadService } from './caseload.service.ts';

// A counselor's caseload, a linked learner's page and notes, reminders, the CSV and the PDF summary (issue 29; the route list is in
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
  app.post('/api/counselor/nudges', { schema: { tags, body: nudgeSchema, response: { 200: z.object({ sent: z.number().int() }) } }, config }, (request) =>
    caseload.nudge(me(request), request.body),
  );
  app.get('/api/counselor/caseload.csv', { schema: { tags, produces: ['text/csv'] }, config }, async (request, reply) => {
    const { filename, csv } = await caseload.csv(me(request));
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
  app.get(
    '/api/counselor/learners/:learnerId/summary.pdf',
    { schema: { tags, params: learnerParamsSchema, produces: ['application/pdf'] }, config },
    async (request, reply) => {
      const { filename, pdf } = await caseload.summaryPdf(me(request), request.params.learnerId);
      return reply.header('cache-control', 'no-store').header('content-disposition', `inline; filename="${filename}"`).type('application/pdf').send(pdf);
    },
  );
}
