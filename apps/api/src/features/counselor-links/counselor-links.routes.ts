import { z } from 'zod';
import { counselorInvitationSchema, inviteLearnerSchema } from '@kusasa/domain/schemas/counselors/caseload';
import { invitationParamsSchema, linkParamsSchema } from '@kusasa/domain/schemas/counselors/common';
import { learnerLinksSchema, linkTermsSchema, newLinkSchema } from '@kusasa/domain/schemas/counselors/links';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { CounselorLinksService } from './counselor-links.service.ts';

// /counselor: the learner's links to counselors (routes take no user id: the session's learner),
// and a counselor's invitations to learners' addresses (issue 29).
export function counselorLinksRoutes(app: App, links: CounselorLinksService) {
  const config = { permission: 'counselor-links:own' } as const;
  const tags = ['counselor-links'];
  const response = { 200: learnerLinksSchema };
  const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;

  app.get('/api/counselor-links', { schema: { tags, response }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return links.view(me(request));
  });
  app.post('/api/counselor-links', { schema: { tags, body: newLinkSchema, response: { 201: learnerLinksSchema } }, config }, async (request, reply) =>
    reply.code(201).send(await links.link(me(request), request.body)),
  );
  app.post(
    '/api/counselor-links/invitations/:invitationId/accept',
    { schema: { tags, params: invitationParamsSchema, body: linkTermsSchema, response }, config },
    (request) => links.acceptInvitation(me(request), request.params.invitationId, request.body),
  );
  app.post('/api/counselor-links/invitations/:invitationId/decline', { schema: { tags, params: invitationParamsSchema, response }, config }, (request) =>
    links.declineInvitation(me(request), request.params.invitationId),
  );
  app.put('/api/counselor-links/:linkId', { schema: { tags, params: linkParamsSchema, body: linkTermsSchema, response }, config }, (request) =>
    links.change(me(request), request.params.linkId, request.body),
  );
  app.delete('/api/counselor-links/:linkId', { schema: { tags, params: linkParamsSchema, response }, config }, (request) =>
    links.revoke(me(request), request.params.linkId),
  );

  app.post(
    '/api/counselor/invitations',
    {
      schema: { tags: ['counselor'], body: inviteLearnerSchema, response: { 201: z.object({ invitation: counselorInvitationSchema }) } },
      config: { permission: 'counselor:workspace' },
    },
    async (request, reply) => reply.code(201).send({ invitation: await links.invite(me(request), request.body.email) }),
  );
}
