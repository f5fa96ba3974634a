import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type LearnerLinks, type LinkTerms, type NewLink, learnerLinksSchema } from '@kusasa/domain/schemas/counselors/links';
import { apiCall } from '../../../lib/api-client';
import { learnerKeys } from '../../../lib/query-keys';

// The learner's counselor links (issue 29). Every write answers with the whole LearnerLinks,
// which replaces the cached one.

const PATH = '/api/counselor-links';
const id = (value: string) => encodeURIComponent(value);

export const getLinks = (signal?: AbortSignal) => apiCall(PATH, { signal, schema: learnerLinksSchema });

export const useCounselorLinks = () => useQuery({ queryKey: learnerKeys.counselorLinks(), queryFn: ({ signal }) => getLinks(signal) });

/** POST /api/counselor-links: code, scopes, end date and the wording's version; an unknown code is 404. */
export const linkByCode = (body: NewLink) => apiCall(PATH, { method: 'POST', body, schema: learnerLinksSchema });

export const acceptInvitation = ({ invitationId, terms }: { invitationId: string; terms: LinkTerms }) =>
  apiCall(`${PATH}/invitations/${id(invitationId)}/accept`, { method: 'POST', body: terms, schema: learnerLinksSchema });

export const declineInvitation = (invitationId: string) =>
  apiCall(`${PATH}/invitations/${id(invitationId)}/decline`, { method: 'POST', schema: learnerLinksSchema });

export const changeLink = ({ linkId, terms }: { linkId: string; terms: LinkTerms }) =>
  apiCall(`${PATH}/${id(linkId)}`, { method: 'PUT', body: terms, schema: learnerLinksSchema });

export const stopLink = (linkId: string) => apiCall(`${PATH}/${id(linkId)}`, { method: 'DELETE', schema: learnerLinksSchema });

/** A write whose answer is the learner's links as they now are. */
export function useLinksChange<V>(change: (variables: V) => Promise<LearnerLinks>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (links) => client.setQueryData(learnerKeys.counselorLinks(), links) });
}
