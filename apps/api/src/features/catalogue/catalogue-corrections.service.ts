import { catalogueCorrectionTexts as t } from '@kusasa/domain/catalogue-coverage-texts';
import type { CatalogueCoverageRow, CatalogueInstitutionCorrection } from '@kusasa/domain/schemas/catalogue-corrections';
import type { Kernel } from '../../core/kernel.ts';
import { AppError } from '../../http/app-error.ts';
import { createCatalogueCorrectionsRepo } from './catalogue-corrections.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit'> & {
  /** Tells the public catalogue to read the institutions again (its kept lists). */
  onChanged?: () => void;
};

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createCatalogueCorrectionsRepo>['one']>>>;

const rowOf = ({ correctedAt, ...row }: Row): CatalogueCoverageRow => ({ ...row, correctedAt: correctedAt?.toISOString() ?? null });

// /admin/catalogue (issue 26): what the catalogue holds of each institution, and an admin's
// corrections of its facts, audited with what changed; the seed files leave a corrected row alone.
export function createCatalogueCorrectionsService({ db, clock, audit, onChanged = () => undefined }: Deps) {
  const repo = createCatalogueCorrectionsRepo(db);
  return {
    list: async () => ({ institutions: (await repo.list()).map(rowOf) }),

    async correct(adminId: string, id: string, input: CatalogueInstitutionCorrection): Promise<CatalogueCoverageRow> {
      const before = await repo.one(id);
      if (!before) throw new AppError('NOT_FOUND', t.notFound);
      const changes = Object.fromEntries(
        (Object.keys(input) as (keyof CatalogueInstitutionCorrection)[])
          .filter((key) => before[key] !== input[key])
          .map((key) => [key, { from: before[key], to: input[key] }]),
      );
      await repo.correct(id, input, clock());
      onChanged();
      await audit.security({
        action: 'CATALOGUE_INSTITUTION_CORRECTED',
        message: `Corrected the catalogue facts of ${before.name}`,
        severity: 'info',
        component: 'catalogue',
        userId: adminId,
        details: { institution_id: id, changes },
      });
      return rowOf((await repo.one(id))!);
    },
  };
}
export type CatalogueCorrectionsService = ReturnType<typeof createCatalogueCorrectionsService>;
