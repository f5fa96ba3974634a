import { z } from 'zod';
import { guardianAnswerSchema, guardianConsentStateSchema, guardianLinkViewSchema, guardianSchema } from '@kusasa/domain/schemas/guardian-consent';
import type { GuardianConsentService } from '../../core/guardian-consent/guardian-consent.service.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';

const linkParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

// A learner under 18's parent or guardian (issue 32). The learner sees what is waiting, changes the
// guardian or sends the link again; the guardian opens the link with no account, sees what Kusasa
// holds and why, and confirms, declines or later withdraws.
export function guardianConsentRoutes(app: App, consents: GuardianConsentService) {
  const tags = ['guardian-consent'];
  const own = { permission: 'guardian-consent:own' } as const;
  const link = { permission: 'guardian-consent:link' } as const;
  const state = { 200: guardianConsentStateSchema };
  const view = { 200: guardianLinkViewSchema };

  app.get('/api/guardian-consent', { schema: { tags, response: state }, config: own }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return consents.stateOf(signedIn(request).user.id);
  });
  app.put('/api/guardian-consent', { schema: { tags, body: guardianSchema, response: state }, config: own }, (request) =>
    consents.change(signedIn(request).user.id, request.body),
  );
  app.post('/api/guardian-consent/resend', { schema: { tags, response: state }, config: own }, (request) => consents.resend(signedIn(request).user.id));

  app.get('/api/guardian-consent/links/:token', { schema: { tags, params: linkParams, response: view }, config: link }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    void reply.header('referrer-policy', 'no-referrer');
    return consents.view(request.params.token);
  });
  app.post(
    '/api/guardian-consent/links/:token',
    { schema: { tags, params: linkParams, body: guardianAnswerSchema, response: view }, config: link },
    (request) => consents.answer(request.params.token, request.body, { ip: request.ip }),
  );
}
