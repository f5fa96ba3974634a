import type { FastifyBaseLogger } from 'fastify';
import type { AuditLogEntry } from '@kusasa/domain/schemas/admin-audit';
import type { Database, Executor } from '../../db/database.ts';
import { createAuditRepo, type AuditSearch } from './audit.repo.ts';

export type Severity = 'info' | 'warning' | 'error' | 'critical';

export interface SecurityEvent {
  action: string;
  message: string;
  /** Seed 000: info on success, warning on failure. */
  severity: Severity;
  component: string;
  userId?: string | null;
  details?: Record<string, unknown>;
}

/** An admin's change to something (seed 000 "Admin audit action": action, target_type, target_id, details, reason). */
export interface AdminAction {
  adminId: string;
  action: string;
  message: string;
  targetType: string;
  targetId: string;
  component?: string;
  severity?: Severity;
  reason?: string | null;
  /** Free extra fields, kept beside the seed's ones in details (e.g. {from, to}). */
  details?: Record<string, unknown>;
}

// The audit log (system_error_logs). Security events are best effort: the seeds log a failure to
// record one and carry on, so a broken audit insert never fails a sign-in. Admin actions are not:
// a failure to record one is thrown (seed 000 section 8), and passed the change's transaction it
// undoes the change with it, so no admin change goes unrecorded.
export function createAuditService(db: Database, clock: () => Date, log: FastifyBaseLogger) {
  const repo = createAuditRepo(db);
  return {
    async security(event: SecurityEvent): Promise<void> {
      const occurredAt = clock();
      try {
        await repo.insert({
          category: 'SECURITY',
          message: event.message,
          severity: event.severity,
          component: event.component,
          action: event.action,
          userId: event.userId ?? null,
          details: { ...event.details, timestamp: occurredAt.toISOString() },
          occurredAt,
        });
      } catch (error) {
        log.error({ err: error, action: event.action }, 'could not record a security event');
      }
    },

    /** Records an admin action, in `executor`'s transaction when given; throws when it cannot. */
    async adminAction(action: AdminAction, executor: Executor = db): Promise<void> {
      const occurredAt = clock();
      await createAuditRepo(executor).insert({
        category: 'ADMIN_ACTION',
        message: action.message,
        severity: action.severity ?? 'info',
        component: action.component ?? 'admin',
        action: action.action,
        userId: action.adminId,
        details: {
          ...action.details,
          target_type: action.targetType,
          target_id: action.targetId,
          admin_id: action.adminId,
          reason: action.reason ?? null,
          timestamp: occurredAt.toISOString(),
        },
        occurredAt,
      });
    },

    /** Entries of one category, newest first (the Admin Activity Log and its export). */
    async search(query: AuditSearch): Promise<AuditLogEntry[]> {
      const rows = await repo.search(query);
      return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
