import {
  adminRecoveryRequestSchema,
  type AdminRecoveryChangeData,
  type AdminRecoveryListData,
  type AdminRecoveryRequest,
  type AdminRecoveryUserCheckData,
} from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import type { Actor } from '../../auth/policy.ts';
import { createRecoveryChanges, type RecoveryChangeDeps } from './admin-recovery-changes.ts';
import { createRecoveryReads, type RecoveryReadDeps } from './admin-recovery-reads.ts';

type Data = AdminRecoveryListData | AdminRecoveryChangeData | AdminRecoveryUserCheckData;

export interface AdminPaymentRecoveryDeps extends RecoveryReadDeps, RecoveryChangeDeps {
  payments: RecoveryReadDeps['payments'] & RecoveryChangeDeps['payments'];
  users: RecoveryReadDeps['users'] & RecoveryChangeDeps['users'];
}

// Admin payment recovery (/admin/payment-recovery; docs/decisions/0011-payments-and-recovery.md):
// one action per request, the lists in admin-recovery-reads.ts and the changes in
// admin-recovery-changes.ts. Every action, reads included, is an audit entry.
export function createAdminPaymentRecoveryService(deps: AdminPaymentRecoveryDeps) {
  const reads = createRecoveryReads(deps);
  const changes = createRecoveryChanges(deps, reads);

  return {
    async run(admin: Actor, input: AdminRecoveryRequest): Promise<Data> {
      const request = adminRecoveryRequestSchema.parse(input);
      switch (request.action) {
        case 'list_orphaned':
        case 'list_failed':
          return reads.list(admin, request);
        case 'list_refunds':
          return reads.refunds(admin, request);
        case 'link_payment':
          return changes.link(admin, request);
        case 'resolve_payment':
          return changes.resolve(admin, request);
        case 'user_recovery_check':
          return reads.userCheck(admin, request);
        case 'claim_payment':
          return changes.claim(admin, request);
      }
    },
  };
}
export type AdminPaymentRecoveryService = ReturnType<typeof createAdminPaymentRecoveryService>;
