import { z } from 'zod';

// Uploaded documents and their automatic verification (seed 001 sections 3, 4, 5, 7 and 9).

/** The four wizard documents, the PDF attached to a program application (PDF only), and a certified copy for the NSFAS checklist (issue 28; checked by an admin). */
export const DOCUMENT_TYPES = ['idDocument', 'proofOfResidence', 'grade11Results', 'grade12Results', 'applicationDocument', 'fundingDocument'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'request_resubmission'] as const;
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** Seed 9: 'Upload limit 1MB stated'. 1 MB = 1,048,576 bytes. */
export const MAX_DOCUMENT_BYTES = 1_048_576;
/** Seed 9: signed URL lifetime 60 seconds. */
export const SIGNED_LINK_SECONDS = 60;
/** Seed 5: accepted PDF, JPG, PNG (checked by magic bytes on the server). */
export const ACCEPTED_DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ACCEPTED_DOCUMENT_EXTENSIONS = '.pdf,.jpg,.jpeg,.png';

export const extractedSubjectSchema = z.object({ name: z.string(), mark: z.number().int().min(0).max(100) });
export type ExtractedSubject = z.infer<typeof extractedSubjectSchema>;

export const extractedFieldsSchema = z.object({
  idNumber: z.string().optional(),
  fullName: z.string().optional(),
  documentDate: z.string().optional(),
  subjects: z.array(extractedSubjectSchema).optional(),
});
export type ExtractedFields = z.infer<typeof extractedFieldsSchema>;

export const validationResultSchema = z.object({ check: z.string(), passed: z.boolean(), message: z.string() });
export type ValidationResult = z.infer<typeof validationResultSchema>;

export const verificationResultSchema = z.object({
  status: verificationStatusSchema,
  confidence: z.number().min(0).max(1),
  validationResults: z.array(validationResultSchema),
  failureReason: z.string().nullable(),
  processingTimeMs: z.number().int().min(0),
  extractedFields: extractedFieldsSchema,
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;

export const documentSchema = z.object({
  id: z.uuid(),
  documentType: documentTypeSchema,
  originalName: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int().min(0),
  verificationStatus: verificationStatusSchema,
  verification: verificationResultSchema.nullable(),
  applicationId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Document = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({
  documents: z.array(documentSchema),
  /** Whether the learner's plan checks uploads automatically (Essential and Pro + AI; Starter waits for an admin). */
  automaticVerification: z.boolean(),
  /** The plan's document cap; null means unlimited. */
  maxDocuments: z.number().int().positive().nullable(),
});
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentIdParamsSchema = z.object({ id: z.uuid() });

/** The multipart text fields that come with the file. */
export const documentUploadFieldsSchema = z.object({
  documentType: documentTypeSchema,
  applicationId: z.uuid().optional(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

export const signedLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type SignedLink = z.infer<typeof signedLinkSchema>;

export const signedFileParamsSchema = z.object({ token: z.string().min(1).max(1000) });
