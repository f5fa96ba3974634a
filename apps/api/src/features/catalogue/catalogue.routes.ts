import { z } from 'zod';
import {
  institutionListQuerySchema,
  institutionListSchema,
  institutionSchema,
  programmeListQuerySchema,
  programmeListSchema,
  subjectListSchema,
} from '@kusasa/domain/schemas/catalogue';
import type { App } from '../../http/types.ts';
import type { CatalogueService } from './catalogue.service.ts';

export function catalogueRoutes(app: App, catalogue: CatalogueService) {
  app.get(
    '/api/institutions',
    { schema: { tags: ['catalogue'], querystring: institutionListQuerySchema, response: { 200: institutionListSchema } }, config: { permission: 'catalogue:read' } },
    async (request) => ({ institutions: await catalogue.listInstitutions(request.query) }),
  );

  app.get(
    '/api/institutions/:id',
    { schema: { tags: ['catalogue'], params: z.object({ id: z.uuid() }), response: { 200: institutionSchema } }, config: { permission: 'catalogue:read' } },
    (request) => catalogue.getInstitution(request.params.id),
  );

  app.get(
    '/api/programs',
    {
      schema: { tags: ['catalogue'], querystring: programmeListQuerySchema, response: { 200: programmeListSchema } },
      config: { permission: 'catalogue:read' },
    },
    async (request) => ({ programs: await catalogue.listProgrammes(request.query.institutionId) }),
  );

  app.get(
    '/api/subjects',
    { schema: { tags: ['catalogue'], response: { 200: subjectListSchema } }, config: { permission: 'catalogue:read' } },
    async () => ({ subjects: await catalogue.listSubjects() }),
  );
}
