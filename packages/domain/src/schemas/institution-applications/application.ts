import { z } from 'zod';
import { identityCheckSchema } from '../identity-check.ts';
import { APPLICATION_EVENT_TYPES, EVENT_ACTORS, INBOX_STATUSES, INSTITUTION_ROLES, REQUESTABLE_DOCUMENTS } from '../../rules/admissions.ts';

// One application as the institution sees it (issue 25): what the learner shares, the documents
// behind short signed links with their verification outcome, the APS under the institution's own
// rule pack, the timeline (the ledger's events) and colleagues' comments.

export const applicationIdParamsSchema = z.object({ id: z.uuid() });

export const timelineEventSchema = z.object({
  id: z.uuid(),
  type: z.enum(APPLICATION_EVENT_TYPES),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  actor: z.enum(EVENT_ACTORS),
  /** The colleague's name for the institution's own people; null for the learner, the API or a removed account. */
  actorName: z.string().nullable(),
  reasonCode: z.string().nullable(),
  note: z.string().nullable(),
  condition: z.string().nullable(),
  /** For 'documents-requested': which documents. */
  documentTypes: z.array(z.enum(REQUESTABLE_DOCUMENTS)),
  createdAt: z.iso.datetime(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const commentSchema = z.object({ id: z.uuid(), authorName: z.string().nullable(), body: z.string(), createdAt: z.iso.datetime() });
export type Comment = z.infer<typeof commentSchema>;

export const sharedDocumentSchema = z.object({
  id: z.uuid(),
  documentType: z.string(),
  originalName: z.string().nullable(),
  verificationStatus: z.string(),
  /** A short-lived signed link to the file. */
  url: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});

export const institutionApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(INBOX_STATUSES),
  trackingId: z.string().nullable(),
  learner: z.object({
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    gender: z.string().nullable(),
    idVerified: z.boolean(),
    /** How the identity was checked (issue 32); null when not verified. */
    identityCheck: identityCheckSchema.nullable(),
  }),
  institutionName: z.string().nullable(),
  programmeId: z.uuid().nullable(),
  programmeName: z.string().nullable(),
  grade12Results: z.string().nullable(),
  personalStatement: z.string().nullable(),
  /** The learner's saved marks (best per subject), as their APS counts them. */
  marks: z.array(z.object({ subject: z.string(), mark: z.number(), points: z.number() })),
  /** Under the programme's own rule pack; null when the learner saved no marks. */
  aps: z
    .object({
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      unitLabel: z.string().nullable(),
      minAps: z.number().nullable(),
      eligibility: z.string(),
    })
    .nullable(),
  documents: z.array(sharedDocumentSchema),
  decision: z.object({ reasonCode: z.string().nullable(), note: z.string().nullable(), condition: z.string().nullable() }),
  submittedAt: z.iso.datetime().nullable(),
  statusChangedAt: z.iso.datetime().nullable(),
  firstViewedAt: z.iso.datetime().nullable(),
  timeline: z.array(timelineEventSchema),
  comments: z.array(commentSchema),
  viewer: z.object({ role: z.enum(INSTITUTION_ROLES), canDecide: z.boolean() }),
});
export type InstitutionApplication = z.infer<typeof institutionApplicationSchema>;

/** How long an institution's link to a learner's document works (long enough to read it, short enough not to be shared). */
export const INSTITUTION_DOCUMENT_LINK_SECONDS = 600;
