import {
  inviteMatchSchema,
  matchParamsSchema,
  sponsorCriteriaResponseSchema,
  sponsorCriteriaSchema,
  sponsorMatchListSchema,
  sponsorMatchResponseSchema,
} from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { SponsorMatchesService } from './sponsor-matches.service.ts';

// A sponsor's own funding criteria and the consenting learners who fit them (issue 28); the routes take no sponsor id.
export function sponsorMatchesRoutes(app: App, matches: SponsorMatchesService) {
  const config = { permission: 'sponsor:matches' } as const;
  const tags = ['sponsors'];
  const noStore = { 'cache-control': 'no-store' };
  app.get('/api/sponsor/funding-criteria', { schema: { tags, response: { 200: sponsorCriteriaResponseSchema } }, config }, async (request, reply) => {
    void reply.headers(noStore);
    return matches.criteria(signedIn(request).user.id);
  });
  app.put(
    '/api/sponsor/funding-criteria',
    { schema: { tags, body: sponsorCriteriaSchema, response: { 200: sponsorCriteriaResponseSchema } }, config },
    (request) => matches.saveCriteria(signedIn(request).user.id, request.body),
  );
  app.get('/api/sponsor/matches', { schema: { tags, response: { 200: sponsorMatchListSchema } }, config }, async (request, reply) => {
    void reply.headers(noStore);
    return matches.matches(signedIn(request).user.id);
  });
  app.post(
    '/api/sponsor/matches/:reference/invite',
    { schema: { tags, params: matchParamsSchema, body: inviteMatchSchema, response: { 200: sponsorMatchResponseSchema } }, config },
    async (request) => ({ match: await matches.invite(signedIn(request).user.id, request.params.reference, request.body.message) }),
  );
}
