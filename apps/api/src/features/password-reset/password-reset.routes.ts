import { forgotPasswordRequestSchema, messageResponseSchema, resetPasswordRequestSchema } from '@kusasa/domain/schemas/auth';
import { noticeAddress, refusalAddress } from '@kusasa/domain/rules/plain-forms';
import { passwordResetTexts } from '@kusasa/domain/texts';
import { type FormPost, isFormPost, withFormPosts } from '../../http/form-posts.ts';
import { clearSessionCookie, type SessionCookieSettings } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { PasswordResetService } from './password-reset.service.ts';

// The "forgot password" form before the app has attached (decision 0424).
const FORGOT_PASSWORD_PAGE = '/forgot-password';
const forgotPasswordForm: FormPost = {
  body: ({ email }) => ({ email: email?.trim() }),
  refusedTo: (refusal) => refusalAddress(FORGOT_PASSWORD_PAGE, 'password-reset', refusal),
};

export function passwordResetRoutes(app: App, passwordReset: PasswordResetService, cookie: SessionCookieSettings) {
  withFormPosts(app, (scope) =>
    scope.post(
      '/api/auth/forgot-password',
      {
        schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 202: messageResponseSchema } },
        config: { permission: 'auth:password-reset', rateLimit: { max: 20, timeWindow: '15 minutes' }, formPost: forgotPasswordForm },
      },
      async (request, reply) => {
        await passwordReset.request(request.body.email, { ip: request.ip });
        if (isFormPost(request)) return reply.redirect(noticeAddress(FORGOT_PASSWORD_PAGE, 'sent'), 303);
        // The same answer whether or not the email has an account.
        return reply.status(202).send({ message: passwordResetTexts.requested });
      },
    ),
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
      config: { permission: 'auth:password-reset', rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      await passwordReset.reset(request.body, { ip: request.ip });
      clearSessionCookie(reply, cookie);
      return { message: passwordResetTexts.updated };
    },
  );
}
