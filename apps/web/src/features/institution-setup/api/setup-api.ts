import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactResponseSchema, type Contact } from '@kusasa/domain/schemas/institution-workspace/contact';
import { intakeListSchema, intakeSchema, type IntakeInput } from '@kusasa/domain/schemas/institution-workspace/intakes';
import { teamChangedSchema } from '@kusasa/domain/schemas/institution-workspace/team';
import { apiCall } from '../../../lib/api-client';

// /api/institution/contact and /api/institution/intakes.
const contactKey = ['institution', 'contact'] as const;
const intakesKey = ['institution', 'intakes'] as const;

export const useContact = () =>
  useQuery({ queryKey: contactKey, queryFn: ({ signal }) => apiCall('/api/institution/contact', { signal, schema: contactResponseSchema }), retry: false });

export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Contact) => apiCall('/api/institution/contact', { method: 'PUT', body, schema: contactResponseSchema }),
    onSuccess: (saved) => queryClient.setQueryData(contactKey, saved),
  });
}

export const useIntakes = () =>
  useQuery({ queryKey: intakesKey, queryFn: ({ signal }) => apiCall('/api/institution/intakes', { signal, schema: intakeListSchema }), retry: false });

export function useSaveIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: IntakeInput }) =>
      apiCall(id ? `/api/institution/intakes/${id}` : '/api/institution/intakes', { method: id ? 'PUT' : 'POST', body, schema: intakeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakesKey }),
  });
}

export function useDeleteIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(`/api/institution/intakes/${id}`, { method: 'DELETE', schema: teamChangedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: intakesKey }),
  });
}
