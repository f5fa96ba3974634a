import { registrationResponseSchema, studentRegistrationSchemaAt } from '@kusasa/domain/schemas/registration';
import { sessionTokenOf, setSessionCookie, type SessionCookieSettings } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { RegistrationService } from './registration.service.ts';

export function registrationRoutes(app: App, registration: RegistrationService, cookie: SessionCookieSettings, clock: () => Date) {
  app.post(
    '/api/auth/register',
    {
      // The app's clock decides who is under 18, so tests can move time.
      schema: { tags: ['auth'], body: studentRegistrationSchemaAt(clock), response: { 201: registrationResponseSchema } },
      // A flood guard only (each registration costs an argon2 hash); generous, as a school lab
      // registers a whole class from one address.
      config: { permission: 'auth:register', rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { response, session } = await registration.register(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: sessionTokenOf(request, cookie),
      });
      // No session for a taken email: that answer only looks like a success (issue 11).
      if (session) setSessionCookie(reply, cookie, session, clock());
      return reply.status(201).send(response);
    },
  );
}
