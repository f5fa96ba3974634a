import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentIdParamsSchema, documentListSchema, documentSchema, signedFileParamsSchema, signedLinkSchema } from '@kusasa/domain/schemas/documents';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { DocumentsService } from './documents.service.ts';
import { MULTIPART_LIMITS, readUploadRequest } from './upload-request.ts';

const config = { permission: 'documents:own' } as const;
const tags = ['documents'];
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

export function documentsRoutes(app: App, documents: DocumentsService) {
  // Multipart parsing only for the upload, in its own scope (no other route accepts files).
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/documents', { schema: { tags, consumes: ['multipart/form-data'], response: { 201: documentSchema } }, config }, async (request, reply) => {
        const upload = await readUploadRequest(request);
        return reply.status(201).send(await documents.upload(signedIn(request).user, upload));
      });
  });

  app.get('/api/documents', { schema: { tags, response: { 200: documentListSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return documents.list(signedIn(request).user);
  });

  app.get('/api/documents/:id', { schema: { tags, params: documentIdParamsSchema, response: { 200: documentSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return documents.get(signedIn(request).user, request.params.id);
  });

  app.delete('/api/documents/:id', { schema: { tags, params: documentIdParamsSchema, response: { 204: z.null() } }, config }, async (request, reply) => {
    await documents.remove(signedIn(request).user, request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/documents/:id/link',
    { schema: { tags, params: documentIdParamsSchema, response: { 200: signedLinkSchema } }, config },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return documents.link(signedIn(request).user, request.params.id);
    },
  );

  // The signed link itself: no session needed, the token's signature and expiry are checked.
  app.get(
    '/api/files/:token',
    { schema: { tags, params: signedFileParamsSchema }, config: { permission: 'documents:signed-read' } },
    async (request, reply) => {
      const file = await documents.readSigned(request.params.token);
      return (
        reply
          .header('content-type', file.mimeType)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          // The app's policy has object-src 'none', which can keep a browser's PDF viewer from showing
          // the file; this one allows the viewer but still no script, fetch or framing by other sites.
          .header('content-security-policy', FILE_CSP)
          .send(file.bytes)
      );
    },
  );
}
