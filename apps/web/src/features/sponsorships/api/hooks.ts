import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type SponsorshipRequestInput,
  sponsorshipOptionsSchema,
  sponsorshipRequestListSchema,
  sponsorshipRequestResponseSchema,
} from '@kusasa/domain/schemas/sponsors/requests';
import { sponsorshipTexts } from '@kusasa/domain/sponsor-texts';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

// The learner's own sponsorship requests (routes take no user id: the server uses the session's learner).

export const sponsorshipKeys = {
  all: [...learnerKeys.all, 'sponsorships'] as const,
  options: () => [...sponsorshipKeys.all, 'options'] as const,
  requests: () => [...sponsorshipKeys.all, 'requests'] as const,
};

export const OPTIONS_PATH = '/api/sponsorships/options';
export const REQUESTS_PATH = '/api/sponsorships/requests';
export const withdrawPath = (requestId: string) => `${REQUESTS_PATH}/${encodeURIComponent(requestId)}/withdraw`;

/** The learner's applications to choose from, what sponsors would see, the plan fees and the amount limits. */
export function useSponsorshipOptions(enabled: boolean) {
  return useQuery({
    queryKey: sponsorshipKeys.options(),
    queryFn: ({ signal }) => apiCall(OPTIONS_PATH, { schema: sponsorshipOptionsSchema, signal }),
    enabled,
  });
}

export function useSponsorshipRequests(enabled: boolean) {
  return useQuery({
    queryKey: sponsorshipKeys.requests(),
    queryFn: ({ signal }) => apiCall(REQUESTS_PATH, { schema: sponsorshipRequestListSchema, signal }),
    enabled,
    // A sponsor may fund a request while the page is open: look again now and then.
    refetchInterval: 60_000,
  });
}

export function useRequestSponsorship() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SponsorshipRequestInput) => apiCall(REQUESTS_PATH, { method: 'POST', body: input, schema: sponsorshipRequestResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorshipKeys.all }),
  });
}

export function useWithdrawRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => apiCall(withdrawPath(requestId), { method: 'POST', schema: sponsorshipRequestResponseSchema }),
    onSuccess: () => {
      toast.success(sponsorshipTexts.withdrawn);
      return client.invalidateQueries({ queryKey: sponsorshipKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
}
