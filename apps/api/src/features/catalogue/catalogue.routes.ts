import { z } from 'zod';
import {
  institutionListQuerySchema,
  institutionListSchema,
  institutionKeySchema,
  institutionDetailSchema,
  programmeListQuerySchema,
  programmeListSchema,
  subjectListSchema,
} from '@kusasa/domain/schemas/catalogue';
import { reusableBody } from '../../http/serializer.ts';
import type { App } from '../../http/types.ts';
import type { CatalogueService } from './catalogue.service.ts';

// The service keeps each list (the same array) for a minute; the same answer object around it
// lets the serializer keep its JSON too (http/serializer.ts), so a read is no work but the write.
const answers = new WeakMap<object, object>();
function answerWith<K extends string, T extends object>(key: K, list: T): Record<K, T> {
  let answer = answers.get(list);
  if (!answer) {
    answer = reusableBody({ [key]: list });
    answers.set(list, answer);
  }
  return answer as Record<K, T>;
}

export function catalogueRoutes(app: App, catalogue: CatalogueService) {
  app.get(
    '/api/institutions',
    {
      schema: { tags: ['catalogue'], querystring: institutionListQuerySchema, response: { 200: institutionListSchema } },
      config: { permission: 'catalogue:read' },
    },
    async (request) => answerWith('institutions', await catalogue.listInstitutions(request.query)),
  );

  app.get(
    '/api/institutions/:id',
    {
      schema: { tags: ['catalogue'], params: z.object({ id: institutionKeySchema }), response: { 200: institutionDetailSchema } },
      config: { permission: 'catalogue:read' },
    },
    (request) => catalogue.getInstitution(request.params.id),
  );

  app.get(
    '/api/programs',
    {
      schema: { tags: ['catalogue'], querystring: programmeListQuerySchema, response: { 200: programmeListSchema } },
      config: { permission: 'catalogue:read' },
    },
    async (request) => answerWith('programs', await catalogue.listProgrammes(request.query.institutionId)),
  );

  app.get('/api/subjects', { schema: { tags: ['catalogue'], response: { 200: subjectListSchema } }, config: { permission: 'catalogue:read' } }, async () =>
    answerWith('subjects', await catalogue.listSubjects()),
  );
}
