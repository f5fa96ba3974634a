import { z } from 'zod';
import {
  type AdminRecoveryRequest,
  adminRecoveryChangeDataSchema,
  adminRecoveryListDataSchema,
  adminRecoveryUserCheckDataSchema,
} from '@kusasa/domain/schemas/payments/admin-payment-recovery';
import { apiCall } from '../../../lib/api-client';

export const ADMIN_RECOVERY_PATH = '/api/admin/payment-recovery';

// The seed's envelope {success, data, error}; `data` is parsed with the action's own schema.
const recoveryEnvelopeSchema = z.object({ success: z.literal(true), data: z.unknown(), error: z.null() });

/** One call of the seed's action endpoint: {action, ...} in, {success, data, error} out. */
async function recoveryAction<S extends z.ZodType>(body: AdminRecoveryRequest, dataSchema: S, signal?: AbortSignal): Promise<z.infer<S>> {
  const response = await apiCall(ADMIN_RECOVERY_PATH, { method: 'POST', body, signal, schema: recoveryEnvelopeSchema });
  return dataSchema.parse(response.data);
}

export type RecoveryKind = 'orphaned' | 'failed' | 'refunds';
export type RecoveryStatusFilter = '' | 'pending' | 'failed' | 'expired';

export interface RecoveryListParams {
  kind: RecoveryKind;
  search: string;
  status: RecoveryStatusFilter;
}

export function listRecoveryPayments({ kind, search, status }: RecoveryListParams, signal?: AbortSignal) {
  if (kind === 'refunds') return recoveryAction({ action: 'list_refunds', search: search || undefined }, adminRecoveryListDataSchema, signal);
  return recoveryAction(
    { action: kind === 'orphaned' ? 'list_orphaned' : 'list_failed', search: search || undefined, status: status || undefined },
    adminRecoveryListDataSchema,
    signal,
  );
}

export function linkPayment(input: { paymentId: string; userId: string; notes: string }) {
  return recoveryAction(
    { action: 'link_payment', paymentId: input.paymentId, userId: input.userId, resolutionNotes: input.notes || undefined },
    adminRecoveryChangeDataSchema,
  );
}

export function resolvePayment(input: { paymentId: string; notes: string }) {
  return recoveryAction({ action: 'resolve_payment', paymentId: input.paymentId, resolutionNotes: input.notes }, adminRecoveryChangeDataSchema);
}

export function userRecoveryCheck(email: string) {
  return recoveryAction({ action: 'user_recovery_check', userEmail: email }, adminRecoveryUserCheckDataSchema);
}
