import { contactResponseSchema, contactSchema } from '@kusasa/domain/schemas/institution-workspace/contact';
import { intakeInputSchema, intakeListSchema, intakeParamsSchema, intakeSchema } from '@kusasa/domain/schemas/institution-workspace/intakes';
import { teamChangedSchema } from '@kusasa/domain/schemas/institution-workspace/team';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { InstitutionSetupService } from './institution-setup.service.ts';

// /institutions/setup: the institution's contact details and its intakes.
export function institutionSetupRoutes(app: App, setup: InstitutionSetupService) {
  const config = { permission: 'institution:setup' } as const;
  const tags = ['institutions'];
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;
  app.get('/api/institution/contact', { schema: { tags, response: { 200: contactResponseSchema } }, config }, (request) => setup.contact(me(request)));
  app.put('/api/institution/contact', { schema: { tags, body: contactSchema, response: { 200: contactResponseSchema } }, config }, (request) =>
    setup.updateContact(me(request), request.body),
  );
  app.get('/api/institution/intakes', { schema: { tags, response: { 200: intakeListSchema } }, config }, (request) => setup.intakes(me(request)));
  app.post('/api/institution/intakes', { schema: { tags, body: intakeInputSchema, response: { 201: intakeSchema } }, config }, async (request, reply) =>
    reply.code(201).send(await setup.addIntake(me(request), request.body)),
  );
  app.put(
    '/api/institution/intakes/:id',
    { schema: { tags, params: intakeParamsSchema, body: intakeInputSchema, response: { 200: intakeSchema } }, config },
    (request) => setup.updateIntake(me(request), request.params.id, request.body),
  );
  app.delete(
    '/api/institution/intakes/:id',
    { schema: { tags, params: intakeParamsSchema, response: { 200: teamChangedSchema } }, config },
    async (request) => {
      await setup.deleteIntake(me(request), request.params.id);
      return { done: true as const };
    },
  );
}
