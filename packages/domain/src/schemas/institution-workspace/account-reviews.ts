import { z } from 'zod';
import { accountReviewTexts as t } from '../../institution-workspace-texts.ts';

/*
 * Admins review institution accounts (issue 25).
 *
 * GET  /api/admin/institution-accounts?status=pending|approved|declined   -> accountReviewListSchema
 * POST /api/admin/institution-accounts/:userId/approve {institutionId}    -> accountReviewSchema (409 when already reviewed)
 * POST /api/admin/institution-accounts/:userId/decline {reason}           -> accountReviewSchema (409 when already reviewed)
 */

export const ACCOUNT_REVIEW_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AccountReviewStatus = (typeof ACCOUNT_REVIEW_STATUSES)[number];

export const accountReviewQuerySchema = z.object({ status: z.enum(ACCOUNT_REVIEW_STATUSES).default('pending') });
export type AccountReviewQuery = z.infer<typeof accountReviewQuerySchema>;

export const accountReviewParamsSchema = z.object({ userId: z.uuid() });

export const accountReviewSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  contactName: z.string().nullable(),
  /** What the account registered as. */
  registeredName: z.string(),
  registeredType: z.string(),
  province: z.string(),
  registeredAt: z.iso.datetime(),
  status: z.enum(ACCOUNT_REVIEW_STATUSES),
  /** The catalogue institution an approval linked it to. */
  institution: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type AccountReview = z.infer<typeof accountReviewSchema>;
export const accountReviewListSchema = z.object({ accounts: z.array(accountReviewSchema) });
export type AccountReviewList = z.infer<typeof accountReviewListSchema>;

export const approveAccountSchema = z.object({ institutionId: z.uuid({ error: t.institutionRequired }) });
export type ApproveAccount = z.infer<typeof approveAccountSchema>;

export const declineAccountSchema = z.object({
  reason: z.string({ error: t.reasonRequired }).trim().min(3, { error: t.reasonRequired }).max(1000, { error: t.reasonRequired }),
});
export type DeclineAccount = z.infer<typeof declineAccountSchema>;
