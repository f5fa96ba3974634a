import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { managedProgrammeListSchema, managedProgrammeSchema, type ProgrammeInput } from '@kusasa/domain/schemas/institution-workspace/programmes';
import { apiCall } from '../../../lib/api-client';

// /api/institution/programmes: the institution's own programmes.
const programmesKey = ['institution', 'programmes'] as const;

export const useManagedProgrammes = () =>
  useQuery({
    queryKey: programmesKey,
    queryFn: ({ signal }) => apiCall('/api/institution/programmes', { signal, schema: managedProgrammeListSchema }),
    retry: false,
  });

export function useSaveProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProgrammeInput }) =>
      apiCall(id ? `/api/institution/programmes/${id}` : '/api/institution/programmes', { method: id ? 'PUT' : 'POST', body, schema: managedProgrammeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programmesKey }),
  });
}
