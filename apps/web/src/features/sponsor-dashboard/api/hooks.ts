import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_SPONSORSHIPS_CSV_FILENAME } from '@kusasa/domain/rules/sponsors';
import { createPaymentResponseSchema } from '@kusasa/domain/schemas/payments';
import type { Province } from '@kusasa/domain/rules/regions';
import type { SponsorshipPurpose } from '@kusasa/domain/rules/sponsors';
import { sponsorDashboardSchema } from '@kusasa/domain/schemas/sponsors/dashboard';
import { openRequestListSchema, sponsorCheckoutStatusSchema } from '@kusasa/domain/schemas/sponsors/funding';
import { sponsorPageTexts } from '@kusasa/domain/sponsor-page-texts';
import { ApiError, apiCall } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { redirectToProvider } from '../../../lib/redirect-to-provider';
import { toast } from '../../../lib/toast';

// The signed-in sponsor's own sponsorships and the open requests they may fund. Every amount and
// the paying sponsor come from the server; the page only says which requests.

/** The open requests' filters as sent (the schema's input type has the coerced amounts as unknown). */
export interface OpenRequestFilters {
  province?: Province | undefined;
  institution?: string | undefined;
  purpose?: SponsorshipPurpose | undefined;
  minAmountCents?: number | undefined;
  maxAmountCents?: number | undefined;
}

export const sponsorKeys = {
  all: ['sponsor'] as const,
  dashboard: () => [...sponsorKeys.all, 'dashboard'] as const,
  openRequests: (filters: OpenRequestFilters) => [...sponsorKeys.all, 'open-requests', filters] as const,
  checkout: (reference: string) => [...sponsorKeys.all, 'checkout', reference] as const,
};

export const DASHBOARD_PATH = '/api/sponsor/dashboard';
export const OPEN_REQUESTS_PATH = '/api/sponsor/requests';
export const CHECKOUT_PATH = '/api/sponsor/checkout';
export const SPONSORSHIPS_CSV_PATH = '/api/sponsor/sponsorships.csv';
export const checkoutPath = (reference: string) => `${CHECKOUT_PATH}/${encodeURIComponent(reference)}`;

export function useSponsorDashboard(enabled: boolean) {
  return useQuery({
    queryKey: sponsorKeys.dashboard(),
    queryFn: ({ signal }) => apiCall(DASHBOARD_PATH, { schema: sponsorDashboardSchema, signal }),
    enabled,
  });
}

export function useOpenRequests(filters: OpenRequestFilters, enabled: boolean) {
  return useQuery({
    queryKey: sponsorKeys.openRequests(filters),
    queryFn: ({ signal }) => apiCall(OPEN_REQUESTS_PATH, { schema: openRequestListSchema, query: { ...filters }, signal }),
    enabled,
    // The list stays while a new filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Starts one PayFast payment for the chosen requests, then leaves for PayFast's page. */
export function useFundRequests() {
  return useMutation({
    mutationFn: (requestIds: string[]) =>
      apiCall(CHECKOUT_PATH, { method: 'POST', body: { requestIds, paymentMethod: 'card' }, schema: createPaymentResponseSchema }),
    onSuccess: (payment) => redirectToProvider(payment),
  });
}

/** What the server knows of a payment the sponsor came back from; `check` asks PayFast again. */
export function useCheckoutStatus(reference: string | null) {
  return useQuery({
    queryKey: sponsorKeys.checkout(reference ?? ''),
    queryFn: ({ signal }) => apiCall(checkoutPath(reference ?? ''), { schema: sponsorCheckoutStatusSchema, signal }),
    enabled: reference !== null,
    // Until PayFast's notification arrives the payment is processing: look again every few seconds.
    refetchInterval: (query) => (query.state.data?.outcome === 'processing' ? 4000 : false),
  });
}

export function useCheckPayment(reference: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(`${checkoutPath(reference ?? '')}/check`, { method: 'POST', schema: sponsorCheckoutStatusSchema }),
    onSuccess: (status) => client.setQueryData(sponsorKeys.checkout(status.merchantReference), status),
  });
}

/** Back from PayFast cancelled: the server frees the requests this checkout held (its record decides the outcome). */
export function useCancelCheckout(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(`${checkoutPath(reference)}/cancel`, { method: 'POST', schema: sponsorCheckoutStatusSchema }),
    onSuccess: (status) => {
      client.setQueryData(sponsorKeys.checkout(status.merchantReference), status);
      void client.invalidateQueries({ queryKey: sponsorKeys.all, predicate: (query) => query.queryKey[1] !== 'checkout' });
    },
  });
}

/** The sponsor's own sponsorships as the server's CSV, for their finance team. */
export async function fetchSponsorshipsCsv(): Promise<Blob> {
  const failed = (status: number) => new ApiError({ code: `HTTP_${status}`, message: sponsorPageTexts.dashboard.csvFailed, status });
  let response: Response;
  try {
    response = await fetch(SPONSORSHIPS_CSV_PATH, { credentials: 'same-origin', headers: { Accept: 'text/csv' } });
  } catch {
    throw failed(0);
  }
  if (!response.ok) throw failed(response.status);
  return response.blob();
}

export function useDownloadSponsorships() {
  return useMutation({
    mutationFn: fetchSponsorshipsCsv,
    onSuccess: (blob) => {
      downloadBlob(blob, SPONSOR_SPONSORSHIPS_CSV_FILENAME);
      toast.success(sponsorPageTexts.dashboard.csvDownloaded);
    },
    onError: () => toast.error(sponsorPageTexts.dashboard.csvFailed),
  });
}
