import {
  addressStepSchema,
  completeResponseSchema,
  contactStepSchema,
  personalStepSchema,
  profileSchema,
  progressInputSchema,
} from '@kusasa/domain/schemas/profile';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { ProfileService } from './profile.service.ts';

// /api/profile: the signed-in learner's own profile. No route takes a user id: the session's is used.
export function profileRoutes(app: App, profile: ProfileService) {
  const config = { permission: 'profile:own' } as const;
  const tags = ['profile'];
  const userOf = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.get('/api/profile', { schema: { tags, response: { 200: profileSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return profile.read(userOf(request));
  });

  app.put('/api/profile/personal', { schema: { tags, body: personalStepSchema, response: { 200: profileSchema } }, config }, (request) =>
    profile.savePersonal(userOf(request), request.body),
  );

  app.put('/api/profile/contact', { schema: { tags, body: contactStepSchema, response: { 200: profileSchema } }, config }, (request) =>
    profile.saveContact(userOf(request), request.body),
  );

  app.put('/api/profile/address', { schema: { tags, body: addressStepSchema, response: { 200: profileSchema } }, config }, (request) =>
    profile.saveAddress(userOf(request), request.body),
  );

  // The body is parsed by the service with educationStepSchemaAt(clock()): the latest allowed year is the server's.
  app.put('/api/profile/education', { schema: { tags, response: { 200: profileSchema } }, config }, (request) =>
    profile.saveEducation(userOf(request), request.body),
  );

  app.put('/api/profile/progress', { schema: { tags, body: progressInputSchema, response: { 200: profileSchema } }, config }, (request) =>
    profile.saveProgress(userOf(request), request.body),
  );

  app.delete('/api/profile/progress', { schema: { tags, response: { 200: profileSchema } }, config }, (request) => profile.resetProgress(userOf(request)));

  app.post('/api/profile/complete', { schema: { tags, response: { 200: completeResponseSchema } }, config }, (request) => profile.complete(userOf(request)));
}
