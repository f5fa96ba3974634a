import { refusalAddress } from '@kusasa/domain/rules/plain-forms';
import { loginPagePathFor, signedInLandingPath } from '@kusasa/domain/rules/roles';
import { loginRequestSchema, sessionResponseSchema } from '@kusasa/domain/schemas/auth';
import { type FormPost, isFormPost, withFormPosts } from '../../http/form-posts.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie, signedIn, type SessionCookieSettings } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AuthService } from './auth.service.ts';

// The sign-in form before the app has attached (decision 0424): a ticked checkbox posts its name.
const loginForm: FormPost = {
  body: ({ email, password, remember, portal }) => ({ email: email?.trim(), password, remember: remember !== undefined, portal: portal || undefined }),
  refusedTo: (refusal, { portal }) => refusalAddress(loginPagePathFor(portal), 'sign-in', refusal),
};

export function authRoutes(app: App, auth: AuthService, cookie: SessionCookieSettings, clock: () => Date) {
  withFormPosts(app, (scope) =>
    scope.post(
      '/api/auth/login',
      {
        schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: sessionResponseSchema } },
        config: { permission: 'auth:sign-in', formPost: loginForm },
      },
      async (request, reply) => {
        const { session, user } = await auth.login(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          previousToken: sessionTokenOf(request, cookie),
        });
        setSessionCookie(reply, cookie, session, clock());
        void reply.header('cache-control', 'no-store');
        if (isFormPost(request)) return reply.redirect(signedInLandingPath(user), 303);
        return { user, expiresAt: session.expiresAt.toISOString() };
      },
    ),
  );

  app.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], response: { 200: sessionResponseSchema } }, config: { permission: 'auth:session', reportsSessionExpiry: true } },
    (request, reply) => {
      const { user, expiresAt } = signedIn(request);
      void reply.header('cache-control', 'no-store');
      return { user, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'] }, config: { permission: 'auth:sign-out' } }, async (request, reply) => {
    await auth.logout(sessionTokenOf(request, cookie), { ip: request.ip });
    clearSessionCookie(reply, cookie);
    return reply.status(204).send();
  });
}
