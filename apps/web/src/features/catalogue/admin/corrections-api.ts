import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueCoverageListSchema, catalogueCoverageRowSchema, type CatalogueInstitutionCorrection } from '@kusasa/domain/schemas/catalogue-corrections';
import { apiCall } from '../../../lib/api-client';

// /api/admin/catalogue (issue 26): every institution's coverage, and an admin's corrections.
const coverageKey = ['admin', 'catalogue'] as const;

export const useCatalogueCoverage = () =>
  useQuery({ queryKey: coverageKey, queryFn: ({ signal }) => apiCall('/api/admin/catalogue', { signal, schema: catalogueCoverageListSchema }) });

export function useCorrectInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CatalogueInstitutionCorrection }) =>
      apiCall(`/api/admin/catalogue/institutions/${id}`, { method: 'PUT', body, schema: catalogueCoverageRowSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverageKey }),
  });
}
