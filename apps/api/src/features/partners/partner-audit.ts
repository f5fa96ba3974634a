import type { Actor } from '../../auth/policy.ts';
import type { Executor } from '../../db/database.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';

// Every admin write in the partner CRM is an ADMIN_ACTION entry written in the change's own
// transaction: if the entry cannot be written, the change is undone with it (decision 0009).
export const PARTNER_ACTIONS = {
  created: 'PARTNER_CREATED',
  updated: 'PARTNER_UPDATED',
  tierChanged: 'PARTNER_TIER_CHANGED',
  integrationChanged: 'PARTNER_INTEGRATION_STATUS_CHANGED',
  mouUploaded: 'PARTNER_MOU_UPLOADED',
  paymentRecorded: 'PARTNER_PAYMENT_RECORDED',
  paymentMarkedPaid: 'PARTNER_PAYMENT_MARKED_PAID',
  noteAdded: 'PARTNER_NOTE_ADDED',
  tierConfigUpdated: 'PARTNER_TIER_CONFIG_UPDATED',
} as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[keyof typeof PARTNER_ACTIONS];

export type PartnerAudit = (
  tx: Executor,
  actor: Actor,
  entry: { action: PartnerAction; message: string; targetType?: string; targetId: string; details?: Record<string, unknown> },
) => Promise<void>;

export function partnerAudit(audit: Pick<AuditService, 'adminAction'>): PartnerAudit {
  return (tx, actor, { action, message, targetType = 'partner', targetId, details }) =>
    audit.adminAction({ adminId: actor.id, action, message, targetType, targetId, component: 'partners', ...(details ? { details } : {}) }, tx);
}
