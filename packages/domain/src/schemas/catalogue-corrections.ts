import { z } from 'zod';
import { catalogueCorrectionTexts as t } from '../catalogue-coverage-texts.ts';

/*
 * Admins correct the catalogue (issue 26); every change is audited and the seed files no longer
 * overwrite what was corrected.
 *
 * GET /api/admin/catalogue                        -> catalogueCoverageListSchema
 * PUT /api/admin/catalogue/institutions/:id       -> catalogueCoverageRowSchema
 * (programmes: /api/admin/catalogue/institutions/:institutionId/programmes, schemas/institution-workspace/programmes.ts)
 */

export const catalogueCoverageRowSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  province: z.string(),
  programmeCount: z.number().int(),
  applyUrl: z.string().nullable(),
  programmesNotPublished: z.string().nullable(),
  apsRuleNote: z.string().nullable(),
  sourceTitle: z.string().nullable(),
  checkedOn: z.string().nullable(),
  correctedAt: z.iso.datetime().nullable(),
});
export type CatalogueCoverageRow = z.infer<typeof catalogueCoverageRowSchema>;
export const catalogueCoverageListSchema = z.object({ institutions: z.array(catalogueCoverageRowSchema) });

const optionalText = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .max(max, { error })
    .nullable()
    .transform((value) => (value === '' ? null : value));

export const catalogueInstitutionCorrectionSchema = z.object({
  applyUrl: z
    .string({ error: t.applyUrlInvalid })
    .trim()
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .pipe(
      z
        .url({ protocol: /^https?$/, error: t.applyUrlInvalid })
        .max(300, { error: t.applyUrlInvalid })
        .nullable(),
    ),
  programmesNotPublished: optionalText(600, t.reasonTooLong),
  apsRuleNote: optionalText(600, t.reasonTooLong),
});
export type CatalogueInstitutionCorrection = z.infer<typeof catalogueInstitutionCorrectionSchema>;
export const catalogueInstitutionParamsSchema = z.object({ id: z.uuid() });
