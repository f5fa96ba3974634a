import { z } from 'zod';
import { COUNSELOR_CODE_PATTERN, normaliseCounselorCode } from '../../rules/counselor-links.ts';
import { calendarDate, counselorSchoolSchema, noteSchema, scopesSchema, timestamp } from './common.ts';

// The learner's side of counselor links (issue 29); the route list is in ./common.ts.

/** What the learner lets the counselor see and until when; `version` is the wording they read. */
export const linkTermsSchema = z.object({ scopes: scopesSchema, endsOn: calendarDate, version: z.string().min(1).max(100) });
export type LinkTerms = z.infer<typeof linkTermsSchema>;

export const newLinkSchema = linkTermsSchema.extend({
  code: z.string().transform(normaliseCounselorCode).pipe(z.string().regex(COUNSELOR_CODE_PATTERN, 'Enter the code your counselor gave you, like KC-7KX2QP')),
});
export type NewLink = z.input<typeof newLinkSchema>;

export const counselorSummarySchema = z.object({ name: z.string().nullable(), school: counselorSchoolSchema.nullable() });

export const learnerLinkSchema = z.object({
  id: z.uuid(),
  counselor: counselorSummarySchema,
  scopes: scopesSchema,
  endsOn: calendarDate,
  /** False once the end date has passed (a revoked link is not listed). */
  current: z.boolean(),
  createdAt: timestamp,
});
export type LearnerLink = z.infer<typeof learnerLinkSchema>;

export const learnerInvitationSchema = z.object({ id: z.uuid(), counselor: counselorSummarySchema, createdAt: timestamp });

export const learnerLinksSchema = z.object({
  links: z.array(learnerLinkSchema),
  invitations: z.array(learnerInvitationSchema),
  /** Notes counselors wrote to the learner, newest first. */
  notes: z.array(noteSchema),
  wording: z.object({ version: z.string(), text: z.string() }),
  /** The end date offered by default (the end of the academic year). */
  defaultEndsOn: calendarDate,
});
export type LearnerLinks = z.infer<typeof learnerLinksSchema>;
