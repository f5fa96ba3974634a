import { SPONSOR_SPONSORSHIPS_CSV_FILENAME } from '@kusasa/domain/rules/sponsors';
import { createPaymentResponseSchema, merchantReferenceParamsSchema } from '@kusasa/domain/schemas/payments';
import { requestIdParamsSchema } from '@kusasa/domain/schemas/sponsors/common';
import { sponsorDashboardSchema } from '@kusasa/domain/schemas/sponsors/dashboard';
import {
  openRequestListSchema,
  openRequestsQuerySchema,
  sponsorCheckoutRequestSchema,
  sponsorCheckoutStatusSchema,
} from '@kusasa/domain/schemas/sponsors/funding';
import {
  sponsorshipOptionsSchema,
  sponsorshipRequestInputSchema,
  sponsorshipRequestListSchema,
  sponsorshipRequestResponseSchema,
} from '@kusasa/domain/schemas/sponsors/requests';
import { browserOrigin } from '../../http/browser-origin.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { SponsorFundingService } from './sponsor-funding.service.ts';
import type { SponsorshipsService } from './sponsorships.service.ts';

const learner = { permission: 'sponsorships:own' } as const;
const sponsor = { permission: 'sponsorships:fund' } as const;

// The learner's requests and the sponsor's side (open requests, checkout, dashboard). No route
// takes a user id: each works on the session's own rows (docs/sponsors-api.md).
export function sponsorsRoutes(
  app: App,
  { sponsorships, funding }: { sponsorships: SponsorshipsService; funding: SponsorFundingService },
  { publicUrl }: { publicUrl: string },
) {
  const tags = ['sponsorships'];

  app.get('/api/sponsorships/options', { schema: { tags, response: { 200: sponsorshipOptionsSchema } }, config: learner }, (request) =>
    sponsorships.options(signedIn(request).user.id),
  );

  app.get('/api/sponsorships/requests', { schema: { tags, response: { 200: sponsorshipRequestListSchema } }, config: learner }, (request) =>
    sponsorships.list(signedIn(request).user.id),
  );

  app.post(
    '/api/sponsorships/requests',
    {
      schema: { tags, body: sponsorshipRequestInputSchema, response: { 201: sponsorshipRequestResponseSchema } },
      config: { ...learner, rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    async (request, reply) => reply.status(201).send({ request: await sponsorships.create(signedIn(request).user.id, request.body) }),
  );

  app.post(
    '/api/sponsorships/requests/:requestId/withdraw',
    { schema: { tags, params: requestIdParamsSchema, response: { 200: sponsorshipRequestResponseSchema } }, config: learner },
    async (request) => ({
      request: await sponsorships.withdraw(signedIn(request).user.id, request.params.requestId),
    }),
  );

  const sponsorTags = ['sponsors'];

  app.get(
    '/api/sponsor/requests',
    { schema: { tags: sponsorTags, querystring: openRequestsQuerySchema, response: { 200: openRequestListSchema } }, config: sponsor },
    (request) => funding.openRequests(signedIn(request).user.id, request.query),
  );

  app.post(
    '/api/sponsor/checkout',
    // Each call stores a payment row: a generous cap stops a script filling the table.
    {
      schema: { tags: sponsorTags, body: sponsorCheckoutRequestSchema, response: { 200: createPaymentResponseSchema } },
      config: { ...sponsor, rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    (request) => funding.checkout(signedIn(request).user.id, request.body, browserOrigin(request, publicUrl)),
  );

  app.get(
    '/api/sponsor/checkout/:merchantReference',
    { schema: { tags: sponsorTags, params: merchantReferenceParamsSchema, response: { 200: sponsorCheckoutStatusSchema } }, config: sponsor },
    (request) => funding.checkoutStatus(signedIn(request).user.id, request.params.merchantReference, false),
  );

  app.post(
    '/api/sponsor/checkout/:merchantReference/check',
    { schema: { tags: sponsorTags, params: merchantReferenceParamsSchema, response: { 200: sponsorCheckoutStatusSchema } }, config: sponsor },
    (request) => funding.checkoutStatus(signedIn(request).user.id, request.params.merchantReference, true),
  );

  // The sponsor came back from PayFast having cancelled: the requests they held are free at once (issue 34, finding 6).
  app.post(
    '/api/sponsor/checkout/:merchantReference/cancel',
    { schema: { tags: sponsorTags, params: merchantReferenceParamsSchema, response: { 200: sponsorCheckoutStatusSchema } }, config: sponsor },
    (request) => funding.cancelCheckout(signedIn(request).user.id, request.params.merchantReference),
  );

  app.get('/api/sponsor/dashboard', { schema: { tags: sponsorTags, response: { 200: sponsorDashboardSchema } }, config: sponsor }, (request) =>
    funding.dashboard(signedIn(request).user.id),
  );

  app.get('/api/sponsor/sponsorships.csv', { schema: { tags: sponsorTags }, config: sponsor }, async (request, reply) => {
    const csv = await funding.csv(signedIn(request).user.id);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${SPONSOR_SPONSORSHIPS_CSV_FILENAME}"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
}
