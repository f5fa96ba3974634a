import {
  managedProgrammeListSchema,
  managedProgrammeSchema,
  programmeInputSchema,
  programmeParamsSchema,
  adminInstitutionParamsSchema,
} from '@kusasa/domain/schemas/institution-workspace/programmes';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { InstitutionProgrammesService } from './institution-programmes.service.ts';

// /institutions/programmes: the institution's own programmes.
export function institutionProgrammesRoutes(app: App, programmes: InstitutionProgrammesService) {
  const config = { permission: 'institution:setup' } as const;
  const tags = ['institutions'];
  app.get('/api/institution/programmes', { schema: { tags, response: { 200: managedProgrammeListSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return programmes.list(signedIn(request).user.id);
  });
  app.post(
    '/api/institution/programmes',
    { schema: { tags, body: programmeInputSchema, response: { 201: managedProgrammeSchema } }, config },
    async (request, reply) => reply.code(201).send(await programmes.add(signedIn(request).user.id, request.body)),
  );
  app.put(
    '/api/institution/programmes/:id',
    { schema: { tags, params: programmeParamsSchema, body: programmeInputSchema, response: { 200: managedProgrammeSchema } }, config },
    (request) => programmes.update(signedIn(request).user.id, request.params.id, request.body),
  );

  // /admin/catalogue/:institutionId: an admin corrects any catalogue institution's programmes (issue 26).
  const admin = { permission: 'admin:catalogue' } as const;
  const base = '/api/admin/catalogue/institutions/:institutionId/programmes';
  app.get(
    base,
    { schema: { tags, params: adminInstitutionParamsSchema, response: { 200: managedProgrammeListSchema } }, config: admin },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return programmes.admin.list(request.params.institutionId);
    },
  );
  app.post(
    base,
    { schema: { tags, params: adminInstitutionParamsSchema, body: programmeInputSchema, response: { 201: managedProgrammeSchema } }, config: admin },
    async (request, reply) => reply.code(201).send(await programmes.admin.add(signedIn(request).user.id, request.params.institutionId, request.body)),
  );
  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: adminInstitutionParamsSchema.extend(programmeParamsSchema.shape),
        body: programmeInputSchema,
        response: { 200: managedProgrammeSchema },
      },
      config: admin,
    },
    (request) => programmes.admin.correct(signedIn(request).user.id, request.params.institutionId, request.params.id, request.body),
  );
}
