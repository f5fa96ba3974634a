import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  sponsorCriteriaResponseSchema,
  sponsorMatchListSchema,
  sponsorMatchResponseSchema,
  type InviteMatch,
  type SponsorCriteria,
} from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { apiCall } from '../../../lib/api-client';

// The sponsor's own funding criteria and the consenting learners who fit them (issue 28).

export const sponsorMatchKeys = {
  all: ['sponsor', 'funding-matches'] as const,
  criteria: () => [...sponsorMatchKeys.all, 'criteria'] as const,
  matches: () => [...sponsorMatchKeys.all, 'matches'] as const,
};

export function useSponsorCriteria() {
  return useQuery({
    queryKey: sponsorMatchKeys.criteria(),
    queryFn: ({ signal }) => apiCall('/api/sponsor/funding-criteria', { signal, schema: sponsorCriteriaResponseSchema }),
  });
}

/** Saves the criteria; the matches are fetched again for them. */
export function useSaveSponsorCriteria() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SponsorCriteria) => apiCall('/api/sponsor/funding-criteria', { method: 'PUT', body, schema: sponsorCriteriaResponseSchema }),
    onSuccess: (saved) => {
      client.setQueryData(sponsorMatchKeys.criteria(), saved);
      void client.invalidateQueries({ queryKey: sponsorMatchKeys.matches() });
    },
  });
}

export function useSponsorMatches() {
  return useQuery({
    queryKey: sponsorMatchKeys.matches(),
    queryFn: ({ signal }) => apiCall('/api/sponsor/matches', { signal, schema: sponsorMatchListSchema }),
  });
}

export function useInviteMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reference, body }: { reference: string; body: InviteMatch }) =>
      apiCall(`/api/sponsor/matches/${encodeURIComponent(reference)}/invite`, { method: 'POST', body, schema: sponsorMatchResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorMatchKeys.matches() }),
  });
}
