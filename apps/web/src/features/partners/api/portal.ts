import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPaymentResponseSchema } from '@kusasa/domain/schemas/payments';
import {
  type PartnerCheckoutRequest,
  type PartnerRegistration,
  partnerCheckoutStatusSchema,
  partnerDashboardSchema,
} from '@kusasa/domain/schemas/partners/portal';
import { tierConfigListSchema } from '@kusasa/domain/schemas/partners/tiers';
import { apiCall } from '../../../lib/api-client';

/** Query keys of the partner portal. */
export const partnerPortalKeys = {
  all: ['partner-portal'] as const,
  /** The caller's own gate, or (admins) one partner's. */
  dashboard: (partnerId: string | null) => [...partnerPortalKeys.all, 'dashboard', partnerId ?? 'mine'] as const,
  tiers: () => [...partnerPortalKeys.all, 'tiers'] as const,
  checkout: (reference: string) => [...partnerPortalKeys.all, 'checkout', reference] as const,
};

export function usePartnerDashboard(partnerId: string | null) {
  return useQuery({
    queryKey: partnerPortalKeys.dashboard(partnerId),
    queryFn: ({ signal }) =>
      apiCall(partnerId ? `/api/partner/dashboard/${encodeURIComponent(partnerId)}` : '/api/partner/dashboard', { schema: partnerDashboardSchema, signal }),
  });
}

/** The active tiers and their prices, for the registration form. */
export function usePublicTiers() {
  return useQuery({
    queryKey: partnerPortalKeys.tiers(),
    queryFn: ({ signal }) => apiCall('/api/partner-tiers', { schema: tierConfigListSchema, signal }).then(({ tiers }) => tiers),
  });
}

export function useRegisterPartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerRegistration) => apiCall('/api/partner/register', { method: 'POST', body, schema: partnerDashboardSchema }),
    onSuccess: (dashboard) => {
      client.setQueryData(partnerPortalKeys.dashboard(null), dashboard);
    },
  });
}

export function useStartPartnerCheckout() {
  return useMutation({
    mutationFn: (body: PartnerCheckoutRequest) => apiCall('/api/partner/checkout', { method: 'POST', body, schema: createPaymentResponseSchema }),
  });
}

/**
 * The payment the browser came back from: asked of the provider once (the simulator's ITN may
 * arrive a moment after the browser), then read again every few seconds while it is pending.
 */
export function usePartnerCheckoutStatus(reference: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: partnerPortalKeys.checkout(reference ?? ''),
    enabled: reference !== null,
    queryFn: async ({ signal }) => {
      const path = `/api/partner/checkout/${encodeURIComponent(reference ?? '')}`;
      const first = client.getQueryData(partnerPortalKeys.checkout(reference ?? '')) === undefined;
      const status = await apiCall(first ? `${path}/check` : path, { method: first ? 'POST' : 'GET', schema: partnerCheckoutStatusSchema, signal });
      if (status.status === 'paid') void client.invalidateQueries({ queryKey: partnerPortalKeys.dashboard(null) });
      return status;
    },
    refetchInterval: (query) => (query.state.data?.outcome === 'processing' ? 3000 : false),
  });
}
