import { adminRecoveryRequestSchema, adminRecoveryResponseSchema } from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { claimPaymentResponseSchema, paymentIdParamsSchema, recoverablePaymentsResponseSchema } from '@kusasa/domain/schemas/payments/payment-recovery';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AdminPaymentRecoveryService } from './admin-payment-recovery.service.ts';
import type { PaymentRecoveryService } from './payment-recovery.service.ts';

export function paymentRecoveryRoutes(app: App, recovery: PaymentRecoveryService, adminRecovery: AdminPaymentRecoveryService) {
  app.get(
    '/api/payment-recovery',
    { schema: { tags: ['payments'], response: { 200: recoverablePaymentsResponseSchema } }, config: { permission: 'payments:own' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return recovery.list(signedIn(request).user.id);
    },
  );

  app.post(
    '/api/payment-recovery/:paymentId/claim',
    { schema: { tags: ['payments'], params: paymentIdParamsSchema, response: { 200: claimPaymentResponseSchema } }, config: { permission: 'payments:own' } },
    async (request) => recovery.claim(signedIn(request).user.id, request.params.paymentId),
  );

  // The seed's one admin call with {action, ...}; failures use the app's error shape.
  app.post(
    '/api/admin/payment-recovery',
    { schema: { tags: ['admin'], body: adminRecoveryRequestSchema, response: { 200: adminRecoveryResponseSchema } }, config: { permission: 'admin:payments' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const data = await adminRecovery.run(signedIn(request).user, request.body);
      return { success: true as const, data, error: null };
    },
  );
}
