import { useQuery } from '@tanstack/react-query';
import { type ReceiptList, receiptListSchema } from '@kusasa/domain/schemas/receipts';
import { apiCall } from '../../../lib/api-client';

export const receiptsKey = ['receipts'] as const;

/** GET /api/receipts: the caller's receipts, newest first. */
export function getReceipts(signal?: AbortSignal): Promise<ReceiptList> {
  return apiCall('/api/receipts', { signal, schema: receiptListSchema });
}

export function useReceipts() {
  return useQuery({ queryKey: receiptsKey, queryFn: ({ signal }) => getReceipts(signal) });
}
