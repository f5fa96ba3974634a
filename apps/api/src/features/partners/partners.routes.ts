import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerTexts } from '@kusasa/domain/partner-texts';
import { partnerAnalyticsSchema } from '@kusasa/domain/schemas/partners/analytics';
import { partnerIdParamsSchema, partnerPaymentParamsSchema, tierIdParamsSchema } from '@kusasa/domain/schemas/partners/common';
import { newPartnerNoteSchema, partnerNoteListSchema, partnerNoteResponseSchema } from '@kusasa/domain/schemas/partners/notes';
import {
  integrationStatusChangeSchema,
  MAX_MOU_BYTES,
  partnerCreateSchema,
  partnerListResponseSchema,
  partnerResponseSchema,
  partnersQuerySchema,
  partnerTierChangeSchema,
  partnerUpdateSchema,
} from '@kusasa/domain/schemas/partners/partners';
import {
  markPartnerPaymentPaidSchema,
  partnerPaymentListSchema,
  partnerPaymentResponseSchema,
  recordPartnerPaymentSchema,
} from '@kusasa/domain/schemas/partners/payments';
import { tierConfigListSchema, tierConfigResponseSchema, tierConfigUpdateSchema } from '@kusasa/domain/schemas/partners/tiers';
import { AppError } from '../../http/app-error.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { PartnerAnalyticsService } from './partner-analytics.service.ts';
import type { PartnerNotesService } from './partner-notes.service.ts';
import type { PartnerPaymentsService } from './partner-payments.service.ts';
import type { PartnerTiersService } from './partner-tiers.service.ts';
import type { PartnersService } from './partners.service.ts';

const tags = ['partners'];
const admin = { permission: 'admin:partners' } as const;
const PDF_TYPES = ['application/pdf', 'application/octet-stream'];
/** The stored MoU may be opened in a browser tab: its viewer, but no script, fetch or framing by other sites. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

export interface PartnerCrmServices {
  partners: PartnersService;
  payments: PartnerPaymentsService;
  notes: PartnerNotesService;
  tiers: PartnerTiersService;
  analytics: PartnerAnalyticsService;
}

// The admin partner CRM (/admin/partners and its children), admins only; the public tier list.
export function partnersRoutes(app: App, { partners, payments, notes, tiers, analytics }: PartnerCrmServices) {
  app.get(
    '/api/admin/partners',
    { schema: { tags, querystring: partnersQuerySchema, response: { 200: partnerListResponseSchema } }, config: admin },
    async (request) => ({
      partners: await partners.list(request.query),
    }),
  );

  app.post(
    '/api/admin/partners',
    { schema: { tags, body: partnerCreateSchema, response: { 201: partnerResponseSchema } }, config: admin },
    async (request, reply) => reply.status(201).send({ partner: await partners.create(signedIn(request).user, request.body) }),
  );

  // Registered before /:partnerId; the router prefers the static path anyway.
  app.get('/api/admin/partners/analytics', { schema: { tags, response: { 200: partnerAnalyticsSchema } }, config: admin }, () => analytics.figures());

  app.get(
    '/api/admin/partners/:partnerId',
    { schema: { tags, params: partnerIdParamsSchema, response: { 200: partnerResponseSchema } }, config: admin },
    async (request) => ({
      partner: await partners.get(request.params.partnerId),
    }),
  );

  app.patch(
    '/api/admin/partners/:partnerId',
    { schema: { tags, params: partnerIdParamsSchema, body: partnerUpdateSchema, response: { 200: partnerResponseSchema } }, config: admin },
    async (request) => ({ partner: await partners.update(signedIn(request).user, request.params.partnerId, request.body) }),
  );

  app.put(
    '/api/admin/partners/:partnerId/tier',
    { schema: { tags, params: partnerIdParamsSchema, body: partnerTierChangeSchema, response: { 200: partnerResponseSchema } }, config: admin },
    async (request) => ({ partner: await partners.changeTier(signedIn(request).user, request.params.partnerId, request.body.tier) }),
  );

  app.put(
    '/api/admin/partners/:partnerId/integration-status',
    { schema: { tags, params: partnerIdParamsSchema, body: integrationStatusChangeSchema, response: { 200: partnerResponseSchema } }, config: admin },
    async (request) => ({ partner: await partners.changeIntegrationStatus(signedIn(request).user, request.params.partnerId, request.body.integrationStatus) }),
  );

  // The MoU arrives as the file's bytes (no multipart): its own parser, in its own scope, so no
  // other route accepts raw bodies.
  void app.register((plugin, _options, done) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(PDF_TYPES, { parseAs: 'buffer', bodyLimit: MAX_MOU_BYTES }, (_request, body, parsed) => parsed(null, body));
    scope.put(
      '/api/admin/partners/:partnerId/mou',
      {
        schema: { tags, params: partnerIdParamsSchema, consumes: PDF_TYPES, response: { 200: partnerResponseSchema } },
        config: admin,
        bodyLimit: MAX_MOU_BYTES,
      },
      async (request) => {
        if (!Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', partnerTexts.mouPdfOnly);
        return { partner: await partners.uploadMou(signedIn(request).user, request.params.partnerId, request.body) };
      },
    );
    done();
  });

  app.get('/api/admin/partners/:partnerId/mou', { schema: { tags, params: partnerIdParamsSchema }, config: admin }, async (request, reply) => {
    const bytes = await partners.readMou(request.params.partnerId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'inline; filename="mou.pdf"')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CSP)
      .send(bytes);
  });

  app.get(
    '/api/admin/partners/:partnerId/payments',
    { schema: { tags, params: partnerIdParamsSchema, response: { 200: partnerPaymentListSchema } }, config: admin },
    async (request) => ({ payments: await payments.list(request.params.partnerId) }),
  );

  app.post(
    '/api/admin/partners/:partnerId/payments',
    { schema: { tags, params: partnerIdParamsSchema, body: recordPartnerPaymentSchema, response: { 201: partnerPaymentResponseSchema } }, config: admin },
    async (request, reply) => reply.status(201).send({ payment: await payments.record(signedIn(request).user, request.params.partnerId, request.body) }),
  );

  app.post(
    '/api/admin/partners/:partnerId/payments/:paymentId/mark-paid',
    {
      schema: { tags, params: partnerPaymentParamsSchema, body: markPartnerPaymentPaidSchema, response: { 200: partnerPaymentResponseSchema } },
      config: admin,
    },
    async (request) => ({ payment: await payments.markPaid(signedIn(request).user, request.params.partnerId, request.params.paymentId, request.body) }),
  );

  app.get(
    '/api/admin/partners/:partnerId/notes',
    { schema: { tags, params: partnerIdParamsSchema, response: { 200: partnerNoteListSchema } }, config: admin },
    async (request) => ({
      notes: await notes.list(request.params.partnerId),
    }),
  );

  app.post(
    '/api/admin/partners/:partnerId/notes',
    { schema: { tags, params: partnerIdParamsSchema, body: newPartnerNoteSchema, response: { 201: partnerNoteResponseSchema } }, config: admin },
    async (request, reply) => reply.status(201).send({ note: await notes.add(signedIn(request).user, request.params.partnerId, request.body) }),
  );

  app.get('/api/admin/partner-tiers', { schema: { tags, response: { 200: tierConfigListSchema } }, config: admin }, async () => ({
    tiers: await tiers.list({ activeOnly: false }),
  }));

  app.patch(
    '/api/admin/partner-tiers/:tierId',
    { schema: { tags, params: tierIdParamsSchema, body: tierConfigUpdateSchema, response: { 200: tierConfigResponseSchema } }, config: admin },
    async (request) => ({ tier: await tiers.update(signedIn(request).user, request.params.tierId, request.body) }),
  );

  app.get('/api/partner-tiers', { schema: { tags, response: { 200: tierConfigListSchema } }, config: { permission: 'partners:tiers' } }, async () => ({
    tiers: await tiers.list({ activeOnly: true }),
  }));
}
