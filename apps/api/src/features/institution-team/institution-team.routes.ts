import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  invitationParamsSchema,
  invitationSchema,
  inviteSchema,
  memberParamsSchema,
  teamChangedSchema,
  teamSchema,
} from '@kusasa/domain/schemas/institution-workspace/team';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { InstitutionTeamService } from './institution-team.service.ts';

// /institutions/team and /institutions/join: the institution's colleagues and invitations.
export function institutionTeamRoutes(app: App, team: InstitutionTeamService) {
  const config = { permission: 'institution:team' } as const;
  const tags = ['institutions'];
  app.get('/api/institution/team', { schema: { tags, response: { 200: teamSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return team.team(signedIn(request).user.id);
  });
  app.post(
    '/api/institution/team/invitations',
    { schema: { tags, body: inviteSchema, response: { 201: invitationSchema } }, config },
    async (request, reply) => {
      const invitation = await team.invite(signedIn(request).user.id, request.body);
      return reply.code(201).send(invitation);
    },
  );
  app.delete(
    '/api/institution/team/invitations/:id',
    { schema: { tags, params: invitationParamsSchema, response: { 200: teamChangedSchema } }, config },
    async (request) => {
      await team.revoke(signedIn(request).user.id, request.params.id);
      return { done: true as const };
    },
  );
  app.delete(
    '/api/institution/team/members/:userId',
    { schema: { tags, params: memberParamsSchema, response: { 200: teamChangedSchema } }, config },
    async (request) => {
      await team.remove(signedIn(request).user.id, request.params.userId);
      return { done: true as const };
    },
  );
  app.post(
    '/api/institution/invitations/accept',
    { schema: { tags, body: acceptInvitationSchema, response: { 200: acceptedInvitationSchema } }, config: { permission: 'institution:join' } },
    (request) => team.accept(signedIn(request).user.id, request.body.token),
  );
}
