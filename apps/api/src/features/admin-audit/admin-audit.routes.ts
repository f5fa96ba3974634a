import { AUDIT_LOG_EXPORT_FILENAME, auditLogCsv } from '@kusasa/domain/rules/audit-log';
import { auditLogQuerySchema, auditLogResponseSchema } from '@kusasa/domain/schemas/admin-audit';
import type { App } from '../../http/types.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';

// The Admin Activity Log (seed 000): admin actions, or security events with category=SECURITY,
// newest first; the export is the same selection as admin-activity-log.csv.
export function adminAuditRoutes(app: App, audit: AuditService) {
  app.get(
    '/api/admin/audit',
    { schema: { tags: ['admin'], querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } }, config: { permission: 'admin:audit' } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { entries: await audit.search(request.query) };
    },
  );

  app.get(
    '/api/admin/audit/export',
    { schema: { tags: ['admin'], querystring: auditLogQuerySchema }, config: { permission: 'admin:audit' } },
    async (request, reply) => {
      const csv = auditLogCsv(await audit.search(request.query));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${AUDIT_LOG_EXPORT_FILENAME}"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}
