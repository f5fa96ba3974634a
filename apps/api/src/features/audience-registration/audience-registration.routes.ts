import type { z } from 'zod';
import {
  audienceRegistrationResponseSchema,
  counselorRegistrationSchema,
  institutionRegistrationSchema,
  nsfasRegistrationSchema,
  sponsorRegistrationSchema,
} from '@kusasa/domain/schemas/audience-registration';
import type { App } from '../../http/types.ts';
import type { AudienceRegistrationService } from './audience-registration.service.ts';

const options = <Body extends z.ZodType>(body: Body) => ({
  schema: { tags: ['auth'], body, response: { 201: audienceRegistrationResponseSchema } },
  // A flood guard only (each registration costs an argon2 hash), as for students.
  config: { permission: 'auth:register', rateLimit: { max: 60, timeWindow: '15 minutes' } } as const,
});

// POST /api/auth/register/{counselor,institution,nsfas,sponsor}: 201, and no session.
export function audienceRegistrationRoutes(app: App, registration: AudienceRegistrationService) {
  app.post('/api/auth/register/counselor', options(counselorRegistrationSchema), async (request, reply) =>
    reply.status(201).send(await registration.register({ audience: 'counselor', input: request.body }, { ip: request.ip })),
  );
  app.post('/api/auth/register/institution', options(institutionRegistrationSchema), async (request, reply) =>
    reply.status(201).send(await registration.register({ audience: 'institution', input: request.body }, { ip: request.ip })),
  );
  app.post('/api/auth/register/nsfas', options(nsfasRegistrationSchema), async (request, reply) =>
    reply.status(201).send(await registration.register({ audience: 'nsfas', input: request.body }, { ip: request.ip })),
  );
  app.post('/api/auth/register/sponsor', options(sponsorRegistrationSchema), async (request, reply) =>
    reply.status(201).send(await registration.register({ audience: 'sponsor', input: request.body }, { ip: request.ip })),
  );
}
