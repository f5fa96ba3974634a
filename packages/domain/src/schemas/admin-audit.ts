import { z } from 'zod';
import { AUDIT_CATEGORIES, AUDIT_LOG_LIMIT } from '../rules/audit-log.ts';

// The Admin Activity Log (seed 000): entries of system_error_logs, newest first.

export const auditCategorySchema = z.enum(AUDIT_CATEGORIES);

export const auditLogQuerySchema = z.object({
  /** Case-insensitive match on the message, the action or the target id. */
  search: z.string().trim().max(200).optional(),
  category: auditCategorySchema.default('ADMIN_ACTION'),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_LIMIT.max).default(AUDIT_LOG_LIMIT.default),
  /** The seed's "filter on details matching target_id and target_type" (e.g. one document's history). */
  targetType: z.string().trim().min(1).max(50).optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.uuid(),
  occurredAt: z.iso.datetime(),
  category: z.string(),
  severity: z.string(),
  action: z.string().nullable(),
  message: z.string(),
  component: z.string().nullable(),
  userId: z.uuid().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z.object({ entries: z.array(auditLogEntrySchema) });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
