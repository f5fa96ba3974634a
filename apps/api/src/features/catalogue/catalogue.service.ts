import type { Institution, InstitutionListQuery } from '@kusasa/domain/schemas/catalogue';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';

export function createCatalogueService(db: Database) {
  const repo = createCatalogueRepo(db);
  return {
    listInstitutions: (query: InstitutionListQuery) => repo.listActiveInstitutions(query) as Promise<Institution[]>,
    async getInstitution(id: string) {
      const institution = await repo.findActiveInstitution(id);
      if (!institution) throw new AppError('NOT_FOUND', 'Institution Not Found');
      return institution as Institution;
    },
    listSubjects: () => repo.listSubjects(),
    listProgrammes: (institutionId?: string) => repo.listActiveProgrammes(institutionId),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
