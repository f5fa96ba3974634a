import { z } from 'zod';
import { setupTexts as t } from '../../institution-workspace-texts.ts';

/*
 * The institution's intakes (issue 25).
 *
 * GET    /api/institution/intakes        -> intakeListSchema (any member)
 * POST   /api/institution/intakes        -> 201 intakeSchema (the lead)
 * PUT    /api/institution/intakes/:id    -> intakeSchema (the lead; another institution's id: 404)
 * DELETE /api/institution/intakes/:id    -> 204
 */

const isoDay = z.iso.date({ error: t.dateInvalid });

export const intakeInputSchema = z
  .object({
    name: z.string({ error: t.nameRequired }).trim().min(1, { error: t.nameRequired }).max(80, { error: t.nameRequired }),
    year: z.number({ error: t.yearInvalid }).int({ error: t.yearInvalid }).min(2020, { error: t.yearInvalid }).max(2100, { error: t.yearInvalid }),
    opensOn: isoDay,
    closesOn: isoDay,
    /** In cents; null: no fee. */
    applicationFeeCents: z
      .number({ error: t.feeInvalid })
      .int({ error: t.feeInvalid })
      .min(0, { error: t.feeInvalid })
      .max(10_000_000, { error: t.feeInvalid })
      .nullable(),
    open: z.boolean(),
  })
  .refine((intake) => intake.closesOn >= intake.opensOn, { path: ['closesOn'], error: t.closesBeforeOpens });
export type IntakeInput = z.infer<typeof intakeInputSchema>;

export const intakeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  year: z.number().int(),
  /** Null on an intake taken from a prospectus that does not publish the date. */
  opensOn: z.string().nullable(),
  closesOn: z.string().nullable(),
  applicationFeeCents: z.number().int().nullable(),
  /** True on a seeded intake whose source does not say whether there is a fee. */
  feeNotPublished: z.boolean(),
  open: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type Intake = z.infer<typeof intakeSchema>;
export const intakeListSchema = z.object({ intakes: z.array(intakeSchema) });
export const intakeParamsSchema = z.object({ id: z.uuid() });
