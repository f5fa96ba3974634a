import { partnerInquiryTexts } from '@kusasa/domain/partner-texts';
import { INQUIRY_RATE_LIMIT_PER_HOUR } from '@kusasa/domain/rules/partners';
import { inquiryIdParamsSchema } from '@kusasa/domain/schemas/partners/common';
import {
  inquiryFormResponseSchema,
  inquiryListSchema,
  inquiryReplyResponseSchema,
  inquiryRequestSchema,
  inquiryStatusChangeResponseSchema,
  inquiryStatusChangeSchema,
  inquirySubmittedResponseSchema,
  newInquiryReplySchema,
} from '@kusasa/domain/schemas/partners/inquiries';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { PartnerInquiriesService } from './partner-inquiries.service.ts';

const tags = ['partner inquiries'];
const submit = { permission: 'partner-inquiries:submit' } as const;
const admin = { permission: 'admin:partners' } as const;

export function partnerInquiriesRoutes(app: App, inquiries: PartnerInquiriesService) {
  // A fresh token each time the form opens: never cached.
  app.get('/api/partner-inquiries/form', { schema: { tags, response: { 200: inquiryFormResponseSchema } }, config: submit }, (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return inquiries.formToken();
  });

  app.post(
    '/api/partner-inquiries',
    {
      schema: { tags, body: inquiryRequestSchema, response: { 201: inquirySubmittedResponseSchema } },
      // Every inquiry lands in the admins' notifications: a few an hour from one address is plenty for people.
      config: { ...submit, rateLimit: { max: INQUIRY_RATE_LIMIT_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await inquiries.submit(request.body, request.ip);
      return reply.status(201).send({ message: partnerInquiryTexts.submitted });
    },
  );

  app.get('/api/admin/partner-inquiries', { schema: { tags, response: { 200: inquiryListSchema } }, config: admin }, async () => ({
    inquiries: await inquiries.list(),
  }));

  app.post(
    '/api/admin/partner-inquiries/:inquiryId/status',
    { schema: { tags, params: inquiryIdParamsSchema, body: inquiryStatusChangeSchema, response: { 200: inquiryStatusChangeResponseSchema } }, config: admin },
    (request) => inquiries.changeStatus(signedIn(request).user, request.params.inquiryId, request.body),
  );

  app.post(
    '/api/admin/partner-inquiries/:inquiryId/replies',
    { schema: { tags, params: inquiryIdParamsSchema, body: newInquiryReplySchema, response: { 201: inquiryReplyResponseSchema } }, config: admin },
    async (request, reply) => reply.status(201).send({ reply: await inquiries.reply(signedIn(request).user, request.params.inquiryId, request.body) }),
  );
}
