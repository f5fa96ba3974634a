import { z } from 'zod';
import { identityCheckSchema } from '../identity-check.ts';
import { FUNDING_OUTCOMES } from '../../rules/funding-rules.ts';
import { calendarDate, counselorSchoolSchema, noteSchema, scopesSchema, timestamp } from './common.ts';

// The counselor's side (issue 29); the route list is in ./common.ts.

export const counselorProfileSchema = z.object({
  status: z.enum(['pending', 'approved', 'declined']),
  reason: z.string().nullable(),
  /** The code learners enter to link; only once approved. */
  code: z.string().nullable(),
  school: counselorSchoolSchema.nullable(),
  /** As registered (seed 000): the organisation named at sign-up. */
  organization: z.string().nullable(),
});
export type CounselorProfile = z.infer<typeof counselorProfileSchema>;

export const inviteLearnerSchema = z.object({ email: z.email('Enter the learner’s email address').max(254) });
export const counselorInvitationSchema = z.object({ id: z.uuid(), email: z.string(), createdAt: timestamp, acceptedAt: timestamp.nullable() });

export const caseloadQuerySchema = z.object({
  filter: z.enum(['no-application', 'document-missing', 'decision-received']).optional(),
  grade: z.enum(['11', '12', 'other']).optional(),
  /** Part of the learner's school name, case-insensitive (a counselor may serve several schools). */
  school: z.string().trim().max(200).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CaseloadQuery = z.input<typeof caseloadQuerySchema>;

/** The next closing date among the learner's drafts and submitted applications. */
export const nextDeadlineSchema = z.object({ date: calendarDate, what: z.string() });

export const applicationCountsSchema = z.object({
  drafts: z.number().int(),
  submitted: z.number().int(),
  inProgress: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  other: z.number().int(),
});

/** One linked learner; a part the learner did not share is null. */
export const caseloadItemSchema = z.object({
  learnerId: z.uuid(),
  fullName: z.string().nullable(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  scopes: scopesSchema,
  endsOn: calendarDate,
  nextDeadline: nextDeadlineSchema.nullable(),
  journeyStep: z.string().nullable(),
  missingDocuments: z.array(z.string()).nullable(),
  applications: applicationCountsSchema.nullable(),
  fundingOutcome: z.enum(FUNDING_OUTCOMES).nullable(),
});
export type CaseloadItem = z.infer<typeof caseloadItemSchema>;
export const caseloadSchema = z.object({ learners: z.array(caseloadItemSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type Caseload = z.infer<typeof caseloadSchema>;

export const caseloadTimelineEntrySchema = z.object({ at: timestamp, what: z.string(), detail: z.string().nullable() });

export const caseloadLearnerSchema = caseloadItemSchema.extend({
  /** How the learner's identity was checked (issue 32), whatever they share; null when not verified. */
  identityCheck: identityCheckSchema.nullable(),
  marks: z.array(z.object({ subject: z.string(), mark: z.number() })).nullable(),
  aps: z.number().nullable(),
  applicationList: z
    .array(
      z.object({ id: z.uuid(), institution: z.string().nullable(), programme: z.string().nullable(), status: z.string(), closesOn: calendarDate.nullable() }),
    )
    .nullable(),
  /** Application and funding events the learner shared, newest first. */
  timeline: z.array(caseloadTimelineEntrySchema),
  notes: z.array(noteSchema),
});
export type CaseloadLearner = z.infer<typeof caseloadLearnerSchema>;

export const counselorAccountSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  organization: z.string().nullable(),
  specialization: z.string().nullable(),
  assignedRegion: z.string().nullable(),
  school: counselorSchoolSchema.nullable(),
  registeredAt: timestamp,
  status: z.enum(['pending', 'approved', 'declined']),
  reason: z.string().nullable(),
  decidedAt: timestamp.nullable(),
});
export type CounselorAccount = z.infer<typeof counselorAccountSchema>;
export const counselorAccountListSchema = z.object({ accounts: z.array(counselorAccountSchema) });
export const counselorAccountQuerySchema = z.object({ status: z.enum(['pending', 'approved', 'declined']).default('pending') });
export { declineAccountSchema as declineCounselorSchema } from '../account-review.ts';
