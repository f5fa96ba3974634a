import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { managedProgrammeListSchema, managedProgrammeSchema, type ProgrammeInput } from '@kusasa/domain/schemas/institution-workspace/programmes';
import { apiCall } from '../../../lib/api-client';

/** The institution's own programmes; an admin's view of one institution's (issue 26) has its own base. */
export const OWN_PROGRAMMES = '/api/institution/programmes';
export const adminProgrammesOf = (institutionId: string) => `/api/admin/catalogue/institutions/${encodeURIComponent(institutionId)}/programmes`;

const programmesKey = (base: string) => ['institution', 'programmes', base] as const;

export const useManagedProgrammes = (base = OWN_PROGRAMMES) =>
  useQuery({
    queryKey: programmesKey(base),
    queryFn: ({ signal }) => apiCall(base, { signal, schema: managedProgrammeListSchema }),
    retry: false,
  });

export function useSaveProgramme(base = OWN_PROGRAMMES) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProgrammeInput }) =>
      apiCall(id ? `${base}/${id}` : base, { method: id ? 'PUT' : 'POST', body, schema: managedProgrammeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programmesKey(base) }),
  });
}
