import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerAnalyticsSchema } from '@kusasa/domain/schemas/partners/analytics';
import {
  type InquiryStatusChange,
  type NewInquiryReply,
  inquiryListSchema,
  inquiryReplyResponseSchema,
  inquiryStatusChangeResponseSchema,
} from '@kusasa/domain/schemas/partners/inquiries';
import { type TierConfigUpdate, tierConfigListSchema, tierConfigResponseSchema } from '@kusasa/domain/schemas/partners/tiers';
import { apiCall } from '../../../lib/api-client';
import { adminPartnerKeys } from './keys';

// Inquiries, tier configuration and analytics: the CRM's pages beside the partner list.

const inquiryPath = (id: string) => `/api/admin/partner-inquiries/${encodeURIComponent(id)}`;

export function useInquiries() {
  return useQuery({
    queryKey: adminPartnerKeys.inquiries(),
    queryFn: ({ signal }) => apiCall('/api/admin/partner-inquiries', { schema: inquiryListSchema, signal }).then(({ inquiries }) => inquiries),
  });
}

/** A status move; converting creates a partner, so the partner list and analytics are read again too. */
export function useChangeInquiryStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & InquiryStatusChange) =>
      apiCall(`${inquiryPath(id)}/status`, { method: 'POST', body: { status }, schema: inquiryStatusChangeResponseSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: adminPartnerKeys.all }),
  });
}

export function useReplyToInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & NewInquiryReply) =>
      apiCall(`${inquiryPath(id)}/replies`, { method: 'POST', body, schema: inquiryReplyResponseSchema }).then(({ reply }) => reply),
    onSuccess: () => client.invalidateQueries({ queryKey: adminPartnerKeys.inquiries() }),
  });
}

export function useTierConfigs() {
  return useQuery({
    queryKey: adminPartnerKeys.tiers(),
    queryFn: ({ signal }) => apiCall('/api/admin/partner-tiers', { schema: tierConfigListSchema, signal }).then(({ tiers }) => tiers),
  });
}

export function useUpdateTierConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & TierConfigUpdate) =>
      apiCall(`/api/admin/partner-tiers/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: tierConfigResponseSchema }).then(({ tier }) => tier),
    onSuccess: () => client.invalidateQueries({ queryKey: adminPartnerKeys.tiers() }),
  });
}

export function usePartnerAnalytics() {
  return useQuery({
    queryKey: adminPartnerKeys.analytics(),
    queryFn: ({ signal }) => apiCall('/api/admin/partners/analytics', { schema: partnerAnalyticsSchema, signal }),
  });
}
