import { z } from 'zod';
import { COUNSELOR_NOTE_MAX, COUNSELOR_SCOPES, EMIS_PATTERN, NUDGE_MAX_LEARNERS } from '../../rules/counselor-links.ts';

/*
 * Counselors' caseloads (issue 29). camelCase; calendar dates 'YYYY-MM-DD' (SA days); timestamps
 * ISO 8601; errors {error: {code, message, fields?}}.
 *
 * LEARNER (student; routes take no user id)
 * GET    /api/counselor-links                         learnerLinksSchema: their links, pending invitations, notes to them, the wording
 * POST   /api/counselor-links                         body newLinkSchema (code) -> 201 learnerLinksSchema; unknown or unapproved code 404; linked already 409
 * POST   /api/counselor-links/invitations/:invitationId/accept   body linkTermsSchema -> learnerLinksSchema (another's invitation 404)
 * POST   /api/counselor-links/invitations/:invitationId/decline  -> learnerLinksSchema
 * PUT    /api/counselor-links/:linkId                 body linkTermsSchema -> learnerLinksSchema (scopes and end date changed, logged)
 * DELETE /api/counselor-links/:linkId                 -> learnerLinksSchema (revoked at once)
 * COUNSELOR (consultant; 403 COUNSELOR_NOT_APPROVED until an admin approves; a learner without a current link 403)
 * GET    /api/counselor/me                            counselorProfileSchema
 * PUT    /api/counselor/school                        body counselorSchoolSchema -> counselorProfileSchema
 * POST   /api/counselor/invitations                   body inviteLearnerSchema -> 201 {invitation} (mailed)
 * GET    /api/counselor/caseload?…                    caseloadQuerySchema -> caseloadSchema
 * GET    /api/counselor/caseload.csv                  text/csv (formula cells neutralised)
 * GET    /api/counselor/learners/:learnerId           caseloadLearnerSchema (only the scopes granted)
 * GET    /api/counselor/learners/:learnerId/summary.pdf   application/pdf, one page
 * POST   /api/counselor/learners/:learnerId/notes     body newNoteSchema -> 201 {note}
 * POST   /api/counselor/nudges                        body nudgeSchema -> {sent} (learners without a current link are refused, nothing sent)
 * ADMIN
 * GET    /api/admin/counselor-accounts?status=        counselorAccountListSchema
 * POST   /api/admin/counselor-accounts/:userId/approve   -> {account}
 * POST   /api/admin/counselor-accounts/:userId/decline   body {reason} -> {account}
 */

export const calendarDate = z.iso.date();
export const timestamp = z.iso.datetime({ offset: true });
export const counselorScopeSchema = z.enum(COUNSELOR_SCOPES);
export const scopesSchema = z.array(counselorScopeSchema).min(1, 'Choose at least one thing your counselor may see').max(COUNSELOR_SCOPES.length);

export const counselorSchoolSchema = z.object({
  emisNumber: z.string().trim().regex(EMIS_PATTERN, 'Enter the school’s EMIS number (digits only)'),
  schoolName: z.string().trim().min(2, 'Enter the school’s name').max(200),
});
export type CounselorSchool = z.infer<typeof counselorSchoolSchema>;

export const noteVisibilitySchema = z.enum(['learner', 'private']);
export const noteSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  visibility: noteVisibilitySchema,
  counselorName: z.string().nullable(),
  createdAt: timestamp,
});
export type CounselorNote = z.infer<typeof noteSchema>;
export const newNoteSchema = z.object({
  body: z.string().trim().min(1, 'Write a note').max(COUNSELOR_NOTE_MAX),
  visibility: noteVisibilitySchema,
});
export type NewNote = z.infer<typeof newNoteSchema>;

export const nudgeSchema = z.object({
  learnerIds: z.array(z.uuid()).min(1, 'Choose at least one learner').max(NUDGE_MAX_LEARNERS),
  message: z.string().trim().min(5, 'Write the reminder').max(500),
});
export type Nudge = z.infer<typeof nudgeSchema>;

export const learnerParamsSchema = z.object({ learnerId: z.uuid() });
export const linkParamsSchema = z.object({ linkId: z.uuid() });
export const invitationParamsSchema = z.object({ invitationId: z.uuid() });
