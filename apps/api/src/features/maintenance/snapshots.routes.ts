import {
  createSnapshotRequestSchema,
  snapshotCreatedResponseSchema,
  snapshotDiffResponseSchema,
  snapshotIdParamsSchema,
  snapshotListResponseSchema,
  snapshotRestoredResponseSchema,
} from '@kusasa/domain/schemas/maintenance';
import { signedIn } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import type { SnapshotsService } from './snapshots.service.ts';

// Configuration snapshots (/admin/ui-lock "Create Snapshot" and "Restore"): the diff is what the
// page shows before the admin confirms a restore.
export function snapshotsRoutes(app: App, snapshots: SnapshotsService) {
  const config = { permission: 'admin:snapshots' } as const;

  app.get('/api/admin/snapshots', { schema: { tags: ['admin'], response: { 200: snapshotListResponseSchema } }, config }, () => snapshots.list());

  app.post(
    '/api/admin/snapshots',
    { schema: { tags: ['admin'], body: createSnapshotRequestSchema, response: { 201: snapshotCreatedResponseSchema } }, config },
    async (request, reply) => reply.status(201).send(await snapshots.create(signedIn(request).user, request.body.label)),
  );

  app.get(
    '/api/admin/snapshots/:id/diff',
    { schema: { tags: ['admin'], params: snapshotIdParamsSchema, response: { 200: snapshotDiffResponseSchema } }, config },
    (request) => snapshots.diff(request.params.id),
  );

  app.post(
    '/api/admin/snapshots/:id/restore',
    { schema: { tags: ['admin'], params: snapshotIdParamsSchema, response: { 200: snapshotRestoredResponseSchema } }, config },
    (request) => snapshots.restore(signedIn(request).user, request.params.id),
  );
}
