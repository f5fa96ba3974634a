import {
  applicationFeesSchema,
  feeApplicationParamsSchema,
  feeBalancesSchema,
  feeCheckoutParamsSchema,
  feeCheckoutRequestSchema,
  feeCheckoutResponseSchema,
  feeCheckoutStatusSchema,
  feeInstitutionParamsSchema,
  feeStatementSchema,
  newCorrectionSchema,
  newPayoutSchema,
} from '@kusasa/domain/schemas/application-fees';
import type { FastifyReply } from 'fastify';
import type { MembersService } from '../../core/institution-members/members.service.ts';
import { browserOrigin } from '../../http/browser-origin.ts';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { ApplicationFeesService } from './application-fees.service.ts';
import type { FeePayoutsService } from './fee-payouts.service.ts';

// Application fees (issue 31, decision 0421; the route list is in packages/domain/src/schemas/application-fees.ts).
// The learner's and the institution's routes take no user or institution id: rows are the session's.

const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).user.id;
const tags = ['application-fees'];

const sendCsv = (reply: FastifyReply, csv: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-disposition', 'attachment; filename="kusasa-application-fees.csv"')
    .type('text/csv; charset=utf-8')
    .send(csv);

export function learnerFeeRoutes(app: App, fees: ApplicationFeesService, { publicUrl }: { publicUrl: string }) {
  const config = { permission: 'application-fees:own' } as const;
  app.get('/api/application-fees', { schema: { tags, response: { 200: applicationFeesSchema } }, config }, (request) => fees.list(me(request)));
  app.post(
    '/api/application-fees/:applicationId/checkout',
    {
      schema: { tags, params: feeApplicationParamsSchema, body: feeCheckoutRequestSchema, response: { 200: feeCheckoutResponseSchema } },
      // Each call stores a payment row: a generous cap stops a script filling the table.
      config: { ...config, rateLimit: { max: 30, timeWindow: '15 minutes' } },
    },
    (request) => fees.checkout(me(request), request.params.applicationId, request.body.paymentMethod, browserOrigin(request, publicUrl)),
  );
  app.get(
    '/api/application-fees/checkout/:reference',
    { schema: { tags, params: feeCheckoutParamsSchema, response: { 200: feeCheckoutStatusSchema } }, config },
    (request) => fees.checkoutStatus(me(request), request.params.reference),
  );
}

export function institutionFeeRoutes(app: App, payouts: FeePayoutsService, members: Pick<MembersService, 'require'>) {
  const config = { permission: 'institution:fees' } as const;
  const ownInstitution = async (request: Parameters<typeof signedIn>[0]) => (await members.require(me(request))).institutionId;
  app.get('/api/institution/fees', { schema: { tags, response: { 200: feeStatementSchema } }, config }, async (request) =>
    payouts.statement(await ownInstitution(request)),
  );
  app.get('/api/institution/fees.csv', { schema: { tags }, config }, async (request, reply) =>
    sendCsv(reply, await payouts.statementCsv(await ownInstitution(request))),
  );
}

export function adminFeePayoutRoutes(app: App, payouts: FeePayoutsService) {
  const config = { permission: 'admin:fee-payouts' } as const;
  const params = feeInstitutionParamsSchema;
  app.get('/api/admin/fee-payouts', { schema: { tags, response: { 200: feeBalancesSchema } }, config }, () => payouts.balances());
  app.get('/api/admin/fee-payouts/:institutionId', { schema: { tags, params, response: { 200: feeStatementSchema } }, config }, (request) =>
    payouts.statement(request.params.institutionId),
  );
  app.post(
    '/api/admin/fee-payouts/:institutionId/payouts',
    { schema: { tags, params, body: newPayoutSchema, response: { 201: feeStatementSchema } }, config },
    async (request, reply) => reply.code(201).send(await payouts.payout(me(request), request.params.institutionId, request.body)),
  );
  app.post(
    '/api/admin/fee-payouts/:institutionId/corrections',
    { schema: { tags, params, body: newCorrectionSchema, response: { 201: feeStatementSchema } }, config },
    async (request, reply) => reply.code(201).send(await payouts.correction(me(request), request.params.institutionId, request.body)),
  );
}
