import { PLAIN_FORM_PAGES, refusalAddress, signInPageFor } from '@kusasa/domain/rules/plain-forms';
import { signedInLandingPath } from '@kusasa/domain/rules/roles';
import { loginRequestSchema, sessionResponseSchema } from '@kusasa/domain/schemas/auth';
import { type FormFields, type FormPost, isFormPost, postedFieldsOf, withFormPosts } from '../../http/form-posts.ts';
import { clearSessionCookie, sessionTokenOf, setSessionCookie, signedIn, type SessionCookieSettings } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AuthService } from './auth.service.ts';

// The sign-in form before the app has attached (decision 0424): a ticked checkbox posts its name.
// `page` names the sign-in page it was posted from (/login or an audience's, decision 0431): a
// refusal goes back there, and a success lands where that page lands.
const loginForm: FormPost = {
  body: ({ email, password, remember, portal }) => ({ email: email?.trim(), password, remember: remember !== undefined, portal: portal || undefined }),
  refusedTo: (refusal, fields) => refusalAddress(signInPageFor(fields), 'sign-in', refusal),
};

const landingAfterPlainSignIn = (user: { userType: string; isVerified: boolean }, fields: FormFields) =>
  PLAIN_FORM_PAGES[signInPageFor(fields)]?.landing ?? signedInLandingPath(user);

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
        if (isFormPost(request)) return reply.redirect(landingAfterPlainSignIn(user, postedFieldsOf(request)), 303);
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
