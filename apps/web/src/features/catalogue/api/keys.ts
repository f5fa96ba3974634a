import type { InstitutionListQuery } from '@kusasa/domain/schemas/catalogue';

/** Query keys of the public catalogue (institutions, programmes, subjects). */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  institutions: (query: InstitutionListQuery) => [...catalogueKeys.all, 'institutions', query] as const,
  institution: (id: string) => [...catalogueKeys.all, 'institution', id] as const,
  programmes: (institutionId?: string) => [...catalogueKeys.all, 'programmes', institutionId ?? 'all'] as const,
  subjects: () => [...catalogueKeys.all, 'subjects'] as const,
};
