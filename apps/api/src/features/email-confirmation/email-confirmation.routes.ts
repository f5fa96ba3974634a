import { confirmEmailRequestSchema, confirmEmailResponseSchema, resendConfirmationRequestSchema } from '@kusasa/domain/schemas/audience-registration';
import { messageResponseSchema } from '@kusasa/domain/schemas/auth';
import { emailConfirmationTexts } from '@kusasa/domain/texts';
import type { App } from '../../http/types.ts';
import type { EmailConfirmationService } from './email-confirmation.service.ts';

export function emailConfirmationRoutes(app: App, confirmation: EmailConfirmationService) {
  app.post(
    '/api/auth/confirm-email',
    {
      schema: { tags: ['auth'], body: confirmEmailRequestSchema, response: { 200: confirmEmailResponseSchema } },
      config: { permission: 'auth:confirm-email', rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    (request) => confirmation.confirm(request.body.token, { ip: request.ip }),
  );

  app.post(
    '/api/auth/resend-confirmation',
    {
      schema: { tags: ['auth'], body: resendConfirmationRequestSchema, response: { 202: messageResponseSchema } },
      config: { permission: 'auth:confirm-email', rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      await confirmation.resend(request.body.email, { ip: request.ip });
      // The same answer whether or not the email has an account waiting for confirmation.
      return reply.status(202).send({ message: emailConfirmationTexts.resent });
    },
  );
}
