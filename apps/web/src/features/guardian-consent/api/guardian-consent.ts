import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Guardian,
  type GuardianAnswer,
  type GuardianConsentState,
  type GuardianLinkView,
  guardianConsentStateSchema,
  guardianLinkViewSchema,
} from '@kusasa/domain/schemas/guardian-consent';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

const PATH = '/api/guardian-consent';

/** Under the learner's prefix, so signing out drops it with the rest. */
export const guardianConsentKey = () => [...learnerKeys.all, 'guardian-consent'] as const;
const linkKey = (token: string) => ['guardian-consent-link', token] as const;

/** GET /api/guardian-consent: whether a guardian is needed, who, and what they answered. */
export function useGuardianConsent() {
  return useQuery({ queryKey: guardianConsentKey(), queryFn: ({ signal }) => apiCall(PATH, { signal, schema: guardianConsentStateSchema }) });
}

function useLearnerChange<T>(call: (input: T) => Promise<GuardianConsentState>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (next) => client.setQueryData(guardianConsentKey(), next) });
}

/** PUT /api/guardian-consent: a new or corrected guardian, asked by a new link. */
export const useChangeGuardian = () => useLearnerChange((body: Guardian) => apiCall(PATH, { method: 'PUT', body, schema: guardianConsentStateSchema }));

/** POST /api/guardian-consent/resend: the same guardian, a new link. */
export const useResendGuardianLink = () => useLearnerChange(() => apiCall(`${PATH}/resend`, { method: 'POST', schema: guardianConsentStateSchema }));

/** GET /api/guardian-consent/links/:token: what the guardian sees (no account needed). */
export function useGuardianLink(token: string) {
  return useQuery({
    queryKey: linkKey(token),
    enabled: token !== '',
    retry: false,
    queryFn: ({ signal }) => apiCall(`${PATH}/links/${encodeURIComponent(token)}`, { signal, schema: guardianLinkViewSchema }),
  });
}

/** POST /api/guardian-consent/links/:token: confirm, decline or withdraw. */
export function useAnswerGuardianLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianAnswer) => apiCall(`${PATH}/links/${encodeURIComponent(token)}`, { method: 'POST', body, schema: guardianLinkViewSchema }),
    onSuccess: (next: GuardianLinkView) => client.setQueryData(linkKey(token), next),
  });
}
