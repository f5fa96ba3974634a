import {
  adminDocumentDecisionResponseSchema,
  adminDocumentDecisionSchema,
  adminDocumentIdParamsSchema,
  adminDocumentsQuerySchema,
  adminDocumentsResponseSchema,
} from '@kusasa/domain/schemas/admin-documents';
import { signedLinkSchema } from '@kusasa/domain/schemas/documents';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AdminDocumentsService } from './admin-documents.service.ts';

export function adminDocumentsRoutes(app: App, adminDocuments: AdminDocumentsService) {
  const config = { permission: 'admin:documents' } as const;

  app.get(
    '/api/admin/documents',
    { schema: { tags: ['admin'], querystring: adminDocumentsQuerySchema, response: { 200: adminDocumentsResponseSchema } }, config },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return adminDocuments.list(request.query);
    },
  );

  app.get(
    '/api/admin/documents/:id/link',
    { schema: { tags: ['admin'], params: adminDocumentIdParamsSchema, response: { 200: signedLinkSchema } }, config },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return adminDocuments.link(request.params.id);
    },
  );

  app.patch(
    '/api/admin/documents/:id',
    {
      schema: {
        tags: ['admin'],
        params: adminDocumentIdParamsSchema,
        body: adminDocumentDecisionSchema,
        response: { 200: adminDocumentDecisionResponseSchema },
      },
      config,
    },
    async (request) => {
      const document = await adminDocuments.decide(signedIn(request).user, request.params.id, request.body.status, request.body.reason);
      return { document };
    },
  );

  // Issue 32: the learner's identity verified by hand from this certified ID copy (409 when a bureau already did).
  app.post(
    '/api/admin/documents/:id/verify-identity',
    { schema: { tags: ['admin'], params: adminDocumentIdParamsSchema, response: { 200: adminDocumentDecisionResponseSchema } }, config },
    async (request) => ({ document: await adminDocuments.verifyIdentity(signedIn(request).user, request.params.id) }),
  );
}
