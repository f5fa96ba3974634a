import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { acceptedInvitationSchema, invitationSchema, teamChangedSchema, teamSchema, type Invite } from '@kusasa/domain/schemas/institution-workspace/team';
import { apiCall } from '../../../lib/api-client';

// The team's endpoints (GET /api/institution/team, invitations, removal, accepting a link).
export const teamKey = ['institution', 'team'] as const;

export function useTeam() {
  return useQuery({ queryKey: teamKey, queryFn: ({ signal }) => apiCall('/api/institution/team', { signal, schema: teamSchema }), retry: false });
}

function useTeamChange<Args>(call: (args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}

export const useInvite = () =>
  useTeamChange((body: Invite) => apiCall('/api/institution/team/invitations', { method: 'POST', body, schema: invitationSchema }));
export const useRevokeInvitation = () =>
  useTeamChange((id: string) => apiCall(`/api/institution/team/invitations/${id}`, { method: 'DELETE', schema: teamChangedSchema }));
export const useRemoveMember = () =>
  useTeamChange((userId: string) => apiCall(`/api/institution/team/members/${userId}`, { method: 'DELETE', schema: teamChangedSchema }));

export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (token: string) => apiCall('/api/institution/invitations/accept', { method: 'POST', body: { token }, schema: acceptedInvitationSchema }),
  });
