import { z } from 'zod';
import { adminSponsorTexts as a } from '../../sponsor-texts.ts';
import { allocationStatusSchema, calendarDate, page, sponsoredPlanIdSchema, timestamp } from './common.ts';

// ---- Admin: allocations

export const allocationSchema = z.object({
  id: z.uuid(),
  sponsorId: z.uuid(),
  sponsorName: z.string().nullable(),
  studentId: z.uuid(),
  studentName: z.string().nullable(),
  studentEmail: z.string().nullable(),
  studentTrackingId: z.string().nullable(),
  status: allocationStatusSchema,
  /** '' when none was chosen (it then gives Pro + AI). */
  plan: z.string(),
  allocatedOn: calendarDate,
  expiresOn: calendarDate.nullable(),
  notes: z.string(),
  createdAt: timestamp,
});
export type Allocation = z.infer<typeof allocationSchema>;

export const allocationsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: allocationStatusSchema.optional(),
  sponsorId: z.uuid().optional(),
  studentId: z.uuid().optional(),
  page,
});
export type AllocationsQuery = z.input<typeof allocationsQuerySchema>;
export const allocationListSchema = z.object({ allocations: z.array(allocationSchema), total: z.int(), page: z.int(), pageSize: z.int() });
export type AllocationList = z.infer<typeof allocationListSchema>;
export const allocationResponseSchema = z.object({ allocation: allocationSchema });
export type AllocationResponse = z.infer<typeof allocationResponseSchema>;

/** The allocation form (seed 002 section 5): sponsor, student and allocated-on required; empty plan or notes stored as ''; an empty expires-on omitted. */
export const allocationInputSchema = z
  .object({
    sponsorId: z.uuid({ error: a.sponsorRequired }),
    studentId: z.uuid({ error: a.studentRequired }),
    allocatedOn: z.iso.date({ error: a.allocatedOnRequired }),
    expiresOn: z
      .union([calendarDate, z.literal('')])
      .nullish()
      .transform((value) => value || null),
    status: allocationStatusSchema.default('active'),
    plan: z
      .union([sponsoredPlanIdSchema, z.literal('')], { error: a.planInvalid })
      .nullish()
      .transform((value) => value ?? ''),
    notes: z
      .string()
      .max(2000)
      .nullish()
      .transform((value) => value?.trim() ?? ''),
  })
  .refine((input) => input.expiresOn === null || input.expiresOn > input.allocatedOn, { error: a.expiresBeforeAllocated, path: ['expiresOn'] });
export type AllocationInput = z.input<typeof allocationInputSchema>;
export type AllocationValues = z.output<typeof allocationInputSchema>;

export const pickerQuerySchema = z.object({ search: z.string().trim().min(2).max(100) });
export const pickerOptionSchema = z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string(), trackingId: z.string().nullable() });
export type PickerOption = z.infer<typeof pickerOptionSchema>;
export const pickerOptionListSchema = z.object({ options: z.array(pickerOptionSchema) });
export type PickerOptionList = z.infer<typeof pickerOptionListSchema>;

/** DELETE /api/admin/sponsor-allocations/:allocationId answers this. */
export const allocationDeletedSchema = z.object({ deleted: z.literal(true) });
