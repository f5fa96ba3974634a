import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { createAuditRepo } from './audit.repo.ts';

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

// The audit log (system_error_logs). Security events are best effort: the seeds log a failure to
// record one and carry on, so a broken audit insert never fails a sign-in.
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
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
