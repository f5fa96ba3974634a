import { applicationCheckParamsSchema, applicationCheckSchema, applicationPdfParamsSchema } from '@kusasa/domain/schemas/application-checks';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { ApplicationPdfService } from './application-pdf.service.ts';

/** Public and unauthenticated, so limited per address like the other public endpoints. */
export const APPLICATION_CHECK_RATE_LIMIT_PER_MINUTE = 30;

// Branded application PDFs (issue 31): the learner's own PDF, and the public page its QR code opens.
export function applicationPdfRoutes(app: App, pdfs: ApplicationPdfService) {
  const tags = ['applications'];

  app.get(
    '/api/applications/:id/pdf',
    { schema: { tags, params: applicationPdfParamsSchema, produces: ['application/pdf'] }, config: { permission: 'applications:own' } },
    async (request, reply) => {
      const pdf = await pdfs.pdf(signedIn(request).user.id, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="kusasa-application.pdf"')
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/api/application-checks/:token',
    {
      schema: { tags, params: applicationCheckParamsSchema, response: { 200: applicationCheckSchema } },
      config: { permission: 'applications:check', rateLimit: { max: APPLICATION_CHECK_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      void reply.header('referrer-policy', 'no-referrer');
      return pdfs.check(request.params.token);
    },
  );
}
