import { z } from 'zod';
import { FIELDS_OF_STUDY, INCOME_BANDS, INSTITUTION_TYPES } from '../../rules/funding-answers.ts';
import { FUNDING_DOCUMENT_ITEMS } from '../../rules/funding-checklist.ts';
import { FUNDING_OUTCOMES, FUNDING_REASON_CODES } from '../../rules/funding-rules.ts';
import {
  APPEAL_REASONS,
  APPEAL_STATUSES,
  FUNDING_CONSENT_AUDIENCES,
  FUNDING_EVENT_ACTORS,
  FUNDING_EVENT_TYPES,
  NSFAS_STATUSES,
} from '../../rules/funding-statuses.ts';

/*
 * Funding readiness (issue 28): the learner's NSFAS pre-check, the NSFAS staff workspace, NSFAS
 * windows per cycle and sponsors' matching. camelCase; calendar dates 'YYYY-MM-DD' (SA days);
 * timestamps ISO 8601; errors {error: {code, message, fields?}}. The routes, by audience:
 *
 * LEARNER (student; routes take no user id)
 * GET    /api/funding                              fundingReadinessSchema
 * PUT    /api/funding/answers/:step                body fundingStepSchemas[step] -> fundingReadinessSchema (400 on a bad field, nothing saved)
 * PUT    /api/funding/checklist/:item              body linkChecklistDocumentSchema -> fundingReadinessSchema
 *        (a document of theirs: another's or a made-up id 404; an item that does not apply 409)
 * DELETE /api/funding/checklist/:item              -> fundingReadinessSchema
 * PUT    /api/funding/nsfas                        body recordNsfasSchema -> fundingReadinessSchema
 * PUT    /api/funding/consents/:audience           body giveConsentSchema (the version shown) -> fundingReadinessSchema; a stale version 409
 * DELETE /api/funding/consents/:audience           -> fundingReadinessSchema (takes effect at once)
 * POST   /api/funding/appeals                      body newAppealSchema -> 201 fundingReadinessSchema
 *        (only while the status is unsuccessful and within the cycle's appeal days of it: else 409)
 * POST   /api/funding/appeals/:appealId/withdraw   -> fundingReadinessSchema
 * GET    /api/funding/timeline                     fundingTimelineSchema, newest first
 * ANYONE
 * GET    /api/funding/cycles                       nsfasCycleListSchema (newest funding year first)
 * NSFAS STAFF (nsfas; 403 NSFAS_NOT_APPROVED until an admin approves; only consenting learners, else 404)
 * GET    /api/nsfas/me                             nsfasStaffStatusSchema
 * GET    /api/nsfas/queue?…                        nsfasQueueQuerySchema -> nsfasQueueSchema
 * GET    /api/nsfas/learners/:learnerId            nsfasLearnerSchema
 * GET    /api/nsfas/learners/:learnerId/documents/:documentId/link   signedLinkSchema (a checklist document only)
 * PUT    /api/nsfas/learners/:learnerId/status     body setNsfasStatusSchema -> nsfasLearnerSchema
 * POST   /api/nsfas/appeals/:appealId/decision     body decideAppealSchema -> nsfasLearnerSchema
 * ADMIN
 * GET    /api/admin/nsfas-accounts?status=         nsfasAccountListSchema
 * POST   /api/admin/nsfas-accounts/:userId/approve  -> {account}
 * POST   /api/admin/nsfas-accounts/:userId/decline  body {reason} -> {account}
 * GET    /api/admin/funding/cycles                 nsfasCycleListSchema
 * PUT    /api/admin/funding/cycles/:fundingYear    body nsfasCycleInputSchema -> {cycle} (created or replaced; audited)
 * SPONSOR (sponsor; only their own criteria)
 * GET    /api/sponsor/funding-criteria             sponsorCriteriaResponseSchema ({criteria: null} before any)
 * PUT    /api/sponsor/funding-criteria             body sponsorCriteriaSchema -> sponsorCriteriaResponseSchema
 * GET    /api/sponsor/matches                      sponsorMatchListSchema (learners who consented to sponsors and fit)
 * POST   /api/sponsor/matches/:reference/invite    body inviteMatchSchema -> {match}; 404 for a reference not among their matches
 */

export const calendarDate = z.iso.date();
export const timestamp = z.iso.datetime({ offset: true });

export const fundingOutcomeSchema = z.enum(FUNDING_OUTCOMES);
export const incomeBandSchema = z.enum(INCOME_BANDS);
export const institutionTypeSchema = z.enum(INSTITUTION_TYPES);
export const fieldOfStudySchema = z.enum(FIELDS_OF_STUDY);
export const fundingItemSchema = z.enum(FUNDING_DOCUMENT_ITEMS);
export const nsfasStatusSchema = z.enum(NSFAS_STATUSES);
export const appealReasonSchema = z.enum(APPEAL_REASONS);
export const appealStatusSchema = z.enum(APPEAL_STATUSES);
export const consentAudienceSchema = z.enum(FUNDING_CONSENT_AUDIENCES);
export const fundingEventTypeSchema = z.enum(FUNDING_EVENT_TYPES);
export const fundingEventActorSchema = z.enum(FUNDING_EVENT_ACTORS);

export const fundingReasonSchema = z.object({
  code: z.enum(FUNDING_REASON_CODES),
  effect: z.enum(['supports', 'rules-out', 'uncertain', 'note']),
  sources: z.array(z.string()),
  limitRand: z.number().int().optional(),
});

export const fundingAssessmentSchema = z.object({
  outcome: fundingOutcomeSchema,
  ruleVersion: z.string(),
  reasons: z.array(fundingReasonSchema),
  assessedAt: timestamp,
});
export type FundingAssessmentView = z.infer<typeof fundingAssessmentSchema>;

/** A document in the learner's vault, as a checklist line shows it. */
export const checklistDocumentSchema = z.object({
  id: z.uuid(),
  originalName: z.string().nullable(),
  verificationStatus: z.string(),
  uploadedAt: timestamp,
  certifiedOn: calendarDate,
  /** The last day the certification is accepted (three calendar months on). */
  validUntil: calendarDate,
  stale: z.boolean(),
});

export const checklistLineSchema = z.object({ item: fundingItemSchema, document: checklistDocumentSchema.nullable() });
export type ChecklistLine = z.infer<typeof checklistLineSchema>;

export const nsfasCycleSchema = z.object({
  fundingYear: z.number().int(),
  opensOn: calendarDate.nullable(),
  closesOn: calendarDate.nullable(),
  /** Days after an unsuccessful status within which a learner may appeal. */
  appealDays: z.number().int(),
  sourceTitle: z.string(),
  sourceUrl: z.url(),
  checkedOn: calendarDate,
  /** On today's SA date: not announced (no opening date), upcoming, open (to the closing day inclusive) or closed. */
  state: z.enum(['not-announced', 'upcoming', 'open', 'closed']),
});
export type NsfasCycle = z.infer<typeof nsfasCycleSchema>;
export const nsfasCycleListSchema = z.object({ cycles: z.array(nsfasCycleSchema) });

export const fundingEventSchema = z.object({
  id: z.string(),
  type: fundingEventTypeSchema,
  actor: fundingEventActorSchema,
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestamp,
});
export type FundingEvent = z.infer<typeof fundingEventSchema>;
export const fundingTimelineSchema = z.object({ events: z.array(fundingEventSchema) });

export const appealSchema = z.object({
  id: z.uuid(),
  reason: appealReasonSchema,
  explanation: z.string(),
  documentIds: z.array(z.uuid()),
  status: appealStatusSchema,
  decisionNote: z.string().nullable(),
  submittedAt: timestamp,
  decidedAt: timestamp.nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;
