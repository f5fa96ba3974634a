import { ALLOCATIONS_CSV_FILENAME, SPONSORS_CSV_FILENAME } from '@kusasa/domain/rules/sponsors';
import {
  adminSponsorListSchema,
  adminSponsorsQuerySchema,
  newSponsorNoteSchema,
  sponsorCountersSchema,
  sponsorNoteResponseSchema,
} from '@kusasa/domain/schemas/sponsors/admin-sponsors';
import {
  allocationInputSchema,
  allocationListSchema,
  allocationResponseSchema,
  allocationsQuerySchema,
  pickerOptionListSchema,
  pickerQuerySchema,
  allocationDeletedSchema,
} from '@kusasa/domain/schemas/sponsors/allocations';
import { allocationIdParamsSchema, sponsorIdParamsSchema } from '@kusasa/domain/schemas/sponsors/common';
import { adminSponsorProfileSchema } from '@kusasa/domain/schemas/sponsors/sponsor-profile';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { AllocationsService } from './allocations.service.ts';
import type { SponsorsAdminService } from './sponsors-admin.service.ts';

const tags = ['admin sponsors'];
const admin = { permission: 'admin:sponsors' } as const;

/** A download's headers: never cached (it names people), saved under the seed's file name. */
const csvHeaders = (filename: string) => ({
  'cache-control': 'no-store',
  'content-disposition': `attachment; filename="${filename}"`,
  'content-type': 'text/csv; charset=utf-8',
});

// /admin/sponsors and /admin/sponsors/{id} (docs/sponsors-api.md).
export function sponsorsAdminRoutes(app: App, { sponsors, allocations }: { sponsors: SponsorsAdminService; allocations: AllocationsService }) {
  app.get('/api/admin/sponsors/summary', { schema: { tags, response: { 200: sponsorCountersSchema } }, config: admin }, () => sponsors.counters());

  app.get(
    '/api/admin/sponsors',
    { schema: { tags, querystring: adminSponsorsQuerySchema, response: { 200: adminSponsorListSchema } }, config: admin },
    (request) => sponsors.list(request.query),
  );

  app.get('/api/admin/sponsors/export', { schema: { tags, querystring: adminSponsorsQuerySchema }, config: admin }, async (request, reply) =>
    reply.headers(csvHeaders(SPONSORS_CSV_FILENAME)).send(await sponsors.exportCsv(request.query)),
  );

  app.get(
    '/api/admin/sponsors/:sponsorId',
    { schema: { tags, params: sponsorIdParamsSchema, response: { 200: adminSponsorProfileSchema } }, config: admin },
    (request) => sponsors.profile(request.params.sponsorId),
  );

  app.post(
    '/api/admin/sponsors/:sponsorId/notes',
    { schema: { tags, params: sponsorIdParamsSchema, body: newSponsorNoteSchema, response: { 201: sponsorNoteResponseSchema } }, config: admin },
    async (request, reply) => reply.status(201).send({ note: await sponsors.addNote(signedIn(request).user, request.params.sponsorId, request.body) }),
  );

  app.get(
    '/api/admin/sponsor-allocations',
    { schema: { tags, querystring: allocationsQuerySchema, response: { 200: allocationListSchema } }, config: admin },
    (request) => allocations.list(request.query),
  );

  app.get('/api/admin/sponsor-allocations/export', { schema: { tags, querystring: allocationsQuerySchema }, config: admin }, async (request, reply) =>
    reply.headers(csvHeaders(ALLOCATIONS_CSV_FILENAME)).send(await allocations.exportCsv(request.query)),
  );

  app.get(
    '/api/admin/sponsor-allocations/sponsor-options',
    { schema: { tags, querystring: pickerQuerySchema, response: { 200: pickerOptionListSchema } }, config: admin },
    (request) => allocations.sponsorOptions(request.query.search),
  );

  app.get(
    '/api/admin/sponsor-allocations/student-options',
    { schema: { tags, querystring: pickerQuerySchema, response: { 200: pickerOptionListSchema } }, config: admin },
    (request) => allocations.studentOptions(request.query.search),
  );

  app.post(
    '/api/admin/sponsor-allocations',
    { schema: { tags, body: allocationInputSchema, response: { 201: allocationResponseSchema } }, config: admin },
    async (request, reply) => reply.status(201).send({ allocation: await allocations.create(signedIn(request).user, request.body) }),
  );

  app.patch(
    '/api/admin/sponsor-allocations/:allocationId',
    { schema: { tags, params: allocationIdParamsSchema, body: allocationInputSchema, response: { 200: allocationResponseSchema } }, config: admin },
    async (request) => ({ allocation: await allocations.update(signedIn(request).user, request.params.allocationId, request.body) }),
  );

  app.delete(
    '/api/admin/sponsor-allocations/:allocationId',
    { schema: { tags, params: allocationIdParamsSchema, response: { 200: allocationDeletedSchema } }, config: admin },
    async (request) => {
      await allocations.remove(signedIn(request).user, request.params.allocationId);
      return { deleted: true as const };
    },
  );
}
