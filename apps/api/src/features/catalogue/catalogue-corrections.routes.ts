import {
  catalogueCoverageListSchema,
  catalogueCoverageRowSchema,
  catalogueInstitutionCorrectionSchema,
  catalogueInstitutionParamsSchema,
} from '@kusasa/domain/schemas/catalogue-corrections';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { CatalogueCorrectionsService } from './catalogue-corrections.service.ts';

// /admin/catalogue: admins see every institution's coverage and correct its facts (issue 26).
export function catalogueCorrectionsRoutes(app: App, corrections: CatalogueCorrectionsService) {
  const config = { permission: 'admin:catalogue' } as const;
  const tags = ['catalogue'];
  app.get('/api/admin/catalogue', { schema: { tags, response: { 200: catalogueCoverageListSchema } }, config }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return corrections.list();
  });
  app.put(
    '/api/admin/catalogue/institutions/:id',
    {
      schema: { tags, params: catalogueInstitutionParamsSchema, body: catalogueInstitutionCorrectionSchema, response: { 200: catalogueCoverageRowSchema } },
      config,
    },
    (request) => corrections.correct(signedIn(request).user.id, request.params.id, request.body),
  );
}
