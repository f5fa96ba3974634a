import { z } from 'zod';
import { timestamp } from './common.ts';

// GET /api/v1/institution/applications/:id -> apiApplicationSchema; another institution's id (or
// a draft) 404. Document links are signed and work without the key for a few minutes.

export const apiDocumentSchema = z.object({
  id: z.uuid(),
  documentType: z.string(),
  originalName: z.string().nullable(),
  mimeType: z.string(),
  verificationStatus: z.string(),
  url: z.url(),
  expiresAt: timestamp,
});

export const apiApplicationSchema = z.object({
  id: z.uuid(),
  status: z.string(),
  institutionId: z.uuid(),
  programme: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  learner: z.object({ trackingId: z.string().nullable(), fullName: z.string().nullable(), email: z.string() }),
  grade12Results: z.string().nullable(),
  personalStatement: z.string().nullable(),
  apsScore: z.int().nullable(),
  decision: z.object({ reasonCode: z.string().nullable(), note: z.string().nullable(), condition: z.string().nullable() }),
  submittedAt: timestamp.nullable(),
  statusChangedAt: timestamp.nullable(),
  documents: z.array(apiDocumentSchema),
});
export type ApiApplication = z.infer<typeof apiApplicationSchema>;
