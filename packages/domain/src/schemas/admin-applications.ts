import { z } from 'zod';
import { INBOX_STATUSES } from '../rules/admissions.ts';

// The admins' read-only overview of every submitted application, by institution and status
// (issue 25). Drafts are the learner's own and never shown.

export const ADMIN_APPLICATIONS_PAGE_SIZE = 50;

export const adminApplicationsQuerySchema = z.object({
  institutionId: z.uuid().optional(),
  status: z.enum(INBOX_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminApplicationsQuery = z.infer<typeof adminApplicationsQuerySchema>;

const statusCountsSchema = z.record(z.enum(INBOX_STATUSES), z.int().nonnegative());

export const adminApplicationsResponseSchema = z.object({
  /** Every institution with submitted applications, most first, with its counts per status. */
  institutions: z.array(z.object({ institutionId: z.uuid(), institutionName: z.string(), total: z.int(), byStatus: statusCountsSchema })),
  applications: z.array(
    z.object({
      id: z.uuid(),
      trackingId: z.string().nullable(),
      learnerName: z.string().nullable(),
      institutionName: z.string().nullable(),
      programmeName: z.string().nullable(),
      status: z.enum(INBOX_STATUSES),
      submittedAt: z.iso.datetime().nullable(),
      statusChangedAt: z.iso.datetime().nullable(),
    }),
  ),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type AdminApplicationsResponse = z.infer<typeof adminApplicationsResponseSchema>;
