import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRecoveryTexts } from '@kusasa/domain/pricing-texts';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type RecoveryListParams, linkPayment, listRecoveryPayments, resolvePayment, userRecoveryCheck } from './recovery-action';

export const adminRecoveryKeys = {
  all: ['admin-payment-recovery'] as const,
  lists: () => [...adminRecoveryKeys.all, 'list'] as const,
  list: (params: RecoveryListParams) => [...adminRecoveryKeys.lists(), params] as const,
};

export function useRecoveryPayments(params: RecoveryListParams) {
  return useQuery({
    queryKey: adminRecoveryKeys.list(params),
    queryFn: ({ signal }) => listRecoveryPayments(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The server's reason when it is one an admin can act on (not found, linked elsewhere), else the fallback. */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return Object.values(error.fields)[0] ?? error.message;
  }
  return fallback;
}

function useRecoveryChange<I>(run: (input: I) => Promise<unknown>, success: string, failure: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      toast.success(success);
      return client.invalidateQueries({ queryKey: adminRecoveryKeys.all });
    },
    onError: (error) => toast.error(recoveryErrorMessage(error, failure)),
  });
}

export const useLinkPayment = () => useRecoveryChange(linkPayment, adminRecoveryTexts.linked, adminRecoveryTexts.linkFailed);
export const useResolvePayment = () => useRecoveryChange(resolvePayment, adminRecoveryTexts.resolved, adminRecoveryTexts.resolveFailed);

export function useUserRecoveryCheck() {
  return useMutation({ mutationFn: userRecoveryCheck });
}
