import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationFeesSchema,
  feeBalancesSchema,
  feeCheckoutResponseSchema,
  feeCheckoutStatusSchema,
  feeStatementSchema,
  type NewCorrection,
  type NewPayout,
} from '@kusasa/domain/schemas/application-fees';
import { apiCall } from '../../../lib/api-client';

// Application fees (issue 31, decision 0421); the routes are listed in packages/domain/src/schemas/application-fees.ts.

export const feeKeys = {
  all: ['application-fees'] as const,
  mine: () => [...feeKeys.all, 'mine'] as const,
  checkout: (reference: string) => [...feeKeys.all, 'checkout', reference] as const,
  statement: () => [...feeKeys.all, 'statement'] as const,
  balances: () => [...feeKeys.all, 'balances'] as const,
  adminStatement: (institutionId: string) => [...feeKeys.all, 'admin-statement', institutionId] as const,
};

const id = (value: string) => encodeURIComponent(value);

export const useMyFees = () =>
  useQuery({ queryKey: feeKeys.mine(), queryFn: ({ signal }) => apiCall('/api/application-fees', { signal, schema: applicationFeesSchema }) });

export const startFeeCheckout = (applicationId: string) =>
  apiCall(`/api/application-fees/${id(applicationId)}/checkout`, { method: 'POST', body: { paymentMethod: 'card' }, schema: feeCheckoutResponseSchema });

export const getFeeCheckout = (reference: string, signal?: AbortSignal) =>
  apiCall(`/api/application-fees/checkout/${id(reference)}`, { signal, schema: feeCheckoutStatusSchema });

export const STATEMENT_CSV_URL = '/api/institution/fees.csv';

export const useStatement = () =>
  useQuery({ queryKey: feeKeys.statement(), queryFn: ({ signal }) => apiCall('/api/institution/fees', { signal, schema: feeStatementSchema }), retry: false });

export const useBalances = () =>
  useQuery({ queryKey: feeKeys.balances(), queryFn: ({ signal }) => apiCall('/api/admin/fee-payouts', { signal, schema: feeBalancesSchema }) });

export const useAdminStatement = (institutionId: string) =>
  useQuery({
    queryKey: feeKeys.adminStatement(institutionId),
    queryFn: ({ signal }) => apiCall(`/api/admin/fee-payouts/${id(institutionId)}`, { signal, schema: feeStatementSchema }),
  });

/** A payout or correction; afterwards the balances and that statement are read again. */
function useLedgerEntry<Body>(institutionId: string, path: 'payouts' | 'corrections') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => apiCall(`/api/admin/fee-payouts/${id(institutionId)}/${path}`, { method: 'POST', body, schema: feeStatementSchema }),
    onSuccess: (statement) => {
      client.setQueryData(feeKeys.adminStatement(institutionId), statement);
      void client.invalidateQueries({ queryKey: feeKeys.balances() });
    },
  });
}

export const useRecordPayout = (institutionId: string) => useLedgerEntry<NewPayout>(institutionId, 'payouts');
export const useRecordCorrection = (institutionId: string) => useLedgerEntry<NewCorrection>(institutionId, 'corrections');
