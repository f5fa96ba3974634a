import { cycleParamsSchema, nsfasCycleInputSchema, nsfasCycleResponseSchema } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { nsfasCycleListSchema } from '@kusasa/domain/schemas/funding/common';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { FundingCyclesService } from './funding-cycles.service.ts';

// NSFAS windows per funding year: anyone reads them; admins keep them (issue 28).
export function fundingCyclesRoutes(app: App, cycles: FundingCyclesService) {
  const tags = ['funding'];
  app.get('/api/funding/cycles', { schema: { tags, response: { 200: nsfasCycleListSchema } }, config: { permission: 'funding:cycles' } }, async () => ({
    cycles: await cycles.list(cycles.today()),
  }));

  const admin = { permission: 'admin:funding' } as const;
  app.get('/api/admin/funding/cycles', { schema: { tags, response: { 200: nsfasCycleListSchema } }, config: admin }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { cycles: await cycles.list(cycles.today()) };
  });
  app.put(
    '/api/admin/funding/cycles/:fundingYear',
    { schema: { tags, params: cycleParamsSchema, body: nsfasCycleInputSchema, response: { 200: nsfasCycleResponseSchema } }, config: admin },
    async (request) => ({ cycle: await cycles.upsert(signedIn(request).user, request.params.fundingYear, request.body) }),
  );
}
