import { createPaymentResponseSchema } from '@kusasa/domain/schemas/payments/create-payment';
import { merchantReferenceParamsSchema } from '@kusasa/domain/schemas/payments/payment-view';
import { partnerIdParamsSchema } from '@kusasa/domain/schemas/partners/common';
import {
  partnerCheckoutRequestSchema,
  partnerCheckoutStatusSchema,
  partnerDashboardSchema,
  partnerRegistrationSchema,
} from '@kusasa/domain/schemas/partners/portal';
import { browserOrigin } from '../../http/browser-origin.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { PartnerPortalService } from './partner-portal.service.ts';

const tags = ['partner portal'];
const portal = { permission: 'partner:portal' } as const;
const dashboard = { permission: 'partner:dashboard' } as const;

// The partner portal: the dashboard gate, registration and the subscription checkout.
export function partnerPortalRoutes(app: App, portalService: PartnerPortalService, { publicUrl }: { publicUrl: string }) {
  app.get('/api/partner/dashboard', { schema: { tags, response: { 200: partnerDashboardSchema } }, config: dashboard }, (request) =>
    portalService.dashboard(signedIn(request).user),
  );

  app.get(
    '/api/partner/dashboard/:partnerId',
    { schema: { tags, params: partnerIdParamsSchema, response: { 200: partnerDashboardSchema } }, config: dashboard },
    (request) => portalService.dashboardFor(signedIn(request).user, request.params.partnerId),
  );

  app.post(
    '/api/partner/register',
    { schema: { tags, body: partnerRegistrationSchema, response: { 201: partnerDashboardSchema } }, config: portal },
    async (request, reply) => reply.status(201).send(await portalService.register(signedIn(request).user, request.body)),
  );

  app.post(
    '/api/partner/checkout',
    // Each call stores a payment row: a generous cap stops a script filling the table.
    {
      schema: { tags, body: partnerCheckoutRequestSchema, response: { 200: createPaymentResponseSchema } },
      config: { ...portal, rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    (request) => portalService.checkout(signedIn(request).user, request.body, browserOrigin(request, publicUrl)),
  );

  app.get(
    '/api/partner/checkout/:merchantReference',
    { schema: { tags, params: merchantReferenceParamsSchema, response: { 200: partnerCheckoutStatusSchema } }, config: portal },
    (request) => portalService.checkoutStatus(signedIn(request).user, request.params.merchantReference, false),
  );

  app.post(
    '/api/partner/checkout/:merchantReference/check',
    { schema: { tags, params: merchantReferenceParamsSchema, response: { 200: partnerCheckoutStatusSchema } }, config: portal },
    (request) => portalService.checkoutStatus(signedIn(request).user, request.params.merchantReference, true),
  );
}
