import { z } from 'zod';
import { APS_BANDS, INBOX_STATUSES } from '../../rules/admissions.ts';
import { identityCheckSchema } from '../identity-check.ts';

// An institution's inbox of submitted applications (issue 25): filters, search, sort and a
// keyset cursor (the next page starts after the last row shown), with counts per status.

export const INBOX_SORTS = ['submitted-desc', 'submitted-asc', 'name', 'aps-desc'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const INBOX_DOCUMENT_FILTERS = ['verified', 'unverified'] as const;

const day = z.iso.date();

/** The filters, shared by the page and the CSV export. */
export const inboxFiltersSchema = z.object({
  programmeId: z.uuid().optional(),
  status: z.enum(INBOX_STATUSES).optional(),
  /** The intake year: applications submitted in that calendar year (South African time). */
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  apsBand: z.enum(APS_BANDS).optional(),
  submittedFrom: day.optional(),
  submittedTo: day.optional(),
  documents: z.enum(INBOX_DOCUMENT_FILTERS).optional(),
  /** A learner's name (part of it) or tracking id. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(INBOX_SORTS).default('submitted-desc'),
});
export type InboxFilters = z.infer<typeof inboxFiltersSchema>;

export const inboxQuerySchema = inboxFiltersSchema.extend({
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(300).optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const inboxRowSchema = z.object({
  id: z.uuid(),
  trackingId: z.string().nullable(),
  learnerName: z.string().nullable(),
  /** What the learner's identity check checked (issue 32), in the label's exact words on screen. */
  identityCheck: identityCheckSchema.nullable(),
  programmeId: z.uuid().nullable(),
  programmeName: z.string().nullable(),
  status: z.enum(INBOX_STATUSES),
  apsScore: z.int().nullable(),
  documentsVerified: z.boolean(),
  submittedAt: z.iso.datetime().nullable(),
  statusChangedAt: z.iso.datetime().nullable(),
  /** Null until someone at the institution first opened it. */
  firstViewedAt: z.iso.datetime().nullable(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;

export const inboxStatusCountsSchema = z.record(z.enum(INBOX_STATUSES), z.int().nonnegative());

export const inboxResponseSchema = z.object({
  institutionName: z.string(),
  applications: z.array(inboxRowSchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  pageSize: z.int(),
  /** Every application of the institution by status, whatever the filters. */
  counts: inboxStatusCountsSchema,
  /** The programmes of the institution, for the programme filter. */
  programmes: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Whether the signed-in colleague may decide (reviewers read and comment only). */
  canDecide: z.boolean(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;
