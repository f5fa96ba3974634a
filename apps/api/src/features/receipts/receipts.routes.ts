import { receiptListSchema, receiptParamsSchema } from '@kusasa/domain/schemas/receipts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { ReceiptsService } from './receipts.service.ts';

// Receipts (issue 31): the caller's own list, and a receipt's PDF (their own, or any for an admin).
export function receiptsRoutes(app: App, receipts: ReceiptsService) {
  const config = { permission: 'receipts:own' } as const;
  const tags = ['receipts'];

  app.get('/api/receipts', { schema: { tags, response: { 200: receiptListSchema } }, config }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return receipts.mine(signedIn(request).user.id);
  });
  app.get('/api/receipts/:number/pdf', { schema: { tags, params: receiptParamsSchema, produces: ['application/pdf'] }, config }, async (request, reply) => {
    const { number, pdf } = await receipts.pdf(signedIn(request).user, request.params.number);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="kusasa-receipt-${number}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });
}
