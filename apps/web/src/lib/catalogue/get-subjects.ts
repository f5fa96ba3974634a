import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Subject, subjectListSchema } from '@kusasa/domain/schemas/catalogue';
import { apiCall } from '../api-client';
import { catalogueKeys } from '../query-keys';

/** The NSC subjects, by name. */
export async function getSubjects(signal?: AbortSignal): Promise<Subject[]> {
  return (await apiCall('/api/subjects', { signal, schema: subjectListSchema })).subjects;
}

export const subjectsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.subjects(), queryFn: ({ signal }) => getSubjects(signal), staleTime: 30 * 60_000 });

export function useSubjects() {
  return useQuery(subjectsQueryOptions());
}
