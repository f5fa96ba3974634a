import { z } from 'zod';
import { identityCheckSchema } from './identity-check.ts';
import { documentTypeSchema, verificationResultSchema, verificationStatusSchema } from './documents.ts';

// The admin Document Verification tab (seed 002 sections 3, 4, 7 and 9).

/** Seed 9: documents admin page size 20; pagination up to 5 links; signed link 300 seconds. */
export const ADMIN_DOCUMENTS_PAGE_SIZE = 20;
export const ADMIN_DOCUMENTS_PAGE_LINKS = 5;
export const ADMIN_SIGNED_LINK_SECONDS = 300;

export const ADMIN_DECISIONS = ['approved', 'rejected', 'request_resubmission'] as const;
export const adminDecisionSchema = z.enum(ADMIN_DECISIONS);
export type AdminDecision = z.infer<typeof adminDecisionSchema>;

export const adminDocumentsQuerySchema = z.object({
  /** Absent means all statuses. */
  status: verificationStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminDocumentsQuery = z.input<typeof adminDocumentsQuerySchema>;

export const adminDocumentSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  documentType: documentTypeSchema,
  originalName: z.string().nullable(),
  mimeType: z.string(),
  verificationStatus: verificationStatusSchema,
  /** The automatic check's result, when one ran. */
  verification: verificationResultSchema.nullable(),
  rejectionReason: z.string().nullable(),
  verifiedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  user: z.object({
    fullName: z.string().nullable(),
    email: z.string(),
    contactEmail: z.string().nullable(),
    /** How the learner's identity was checked (issue 32); null when not verified. */
    identityCheck: identityCheckSchema.nullable(),
  }),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** Newest first. */
export const adminDocumentsResponseSchema = z.object({
  documents: z.array(adminDocumentSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().min(0),
});
export type AdminDocumentsResponse = z.infer<typeof adminDocumentsResponseSchema>;

export const adminDocumentIdParamsSchema = z.object({ id: z.uuid() });

export const adminDocumentDecisionSchema = z.object({
  status: adminDecisionSchema,
  reason: z.string().trim().max(1000).optional(),
});
export type AdminDocumentDecision = z.infer<typeof adminDocumentDecisionSchema>;

export const adminDocumentDecisionResponseSchema = z.object({ document: adminDocumentSchema });
export type AdminDocumentDecisionResponse = z.infer<typeof adminDocumentDecisionResponseSchema>;
