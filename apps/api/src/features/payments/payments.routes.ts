import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createPaymentRequestSchema, createPaymentResponseSchema } from '@kusasa/domain/schemas/payments/create-payment';
import { PAYFAST_NOTIFICATION_MAX_BYTES, payfastNotificationBodySchema } from '@kusasa/domain/schemas/payments/payfast-notification';
import { merchantReferenceParamsSchema, paymentViewSchema } from '@kusasa/domain/schemas/payments/payment-view';
import { browserOrigin } from '../../http/browser-origin.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { NOTIFY_PATH, type PaymentsService } from './payments.service.ts';

const FORM = 'application/x-www-form-urlencoded';
/** Far above what PayFast sends one merchant from one address. */
export const NOTIFY_RATE_LIMIT_PER_MINUTE = 300;

export function paymentsRoutes(app: App, payments: PaymentsService, { publicUrl }: { publicUrl: string }) {
  app.post(
    '/api/payments',
    // Each call stores a payment row: a generous cap stops a script filling the table.
    {
      schema: { tags: ['payments'], body: createPaymentRequestSchema, response: { 200: createPaymentResponseSchema } },
      config: { permission: 'payments:own', rateLimit: { max: 60, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payments.create(signedIn(request).user.id, request.body, browserOrigin(request, publicUrl));
    },
  );

  app.get(
    '/api/payments/:merchantReference',
    { schema: { tags: ['payments'], params: merchantReferenceParamsSchema, response: { 200: paymentViewSchema } }, config: { permission: 'payments:own' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payments.get(signedIn(request).user.id, request.params.merchantReference);
    },
  );

  app.post(
    '/api/payments/:merchantReference/check',
    { schema: { tags: ['payments'], params: merchantReferenceParamsSchema, response: { 200: paymentViewSchema } }, config: { permission: 'payments:own' } },
    async (request) => payments.check(signedIn(request).user.id, request.params.merchantReference),
  );

  // PayFast's ITN: a form post from PayFast's servers, with no cookie and no Origin, which the CSRF
  // guard lets through as it acts as nobody; the signature and PayFast's checks are its guard.
  // The form parser is registered in this plugin only, so no other route accepts form bodies.
  void app.register((plugin, _options, done) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: PAYFAST_NOTIFICATION_MAX_BYTES }, (_request, body, done) => done(null, body));
    // Each refused notification writes a security event: the cap keeps a flood of forged ones from
    // filling the log. PayFast retries a notification that is not answered 200, so none is lost.
    const notifyConfig = { permission: 'payments:notify' as const, rateLimit: { max: NOTIFY_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
    scope.post(
      NOTIFY_PATH,
      { schema: { tags: ['payments'], body: payfastNotificationBodySchema, hide: true }, config: notifyConfig },
      async (request, reply) => {
        await payments.notify(request.body, request.ip);
        return reply.type('text/plain').send('OK');
      },
    );
    done();
  });
}
