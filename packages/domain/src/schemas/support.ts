import { z } from 'zod';
import { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_STATUSES, SUPPORT_SUBJECT_MAX_LENGTH } from '../rules/support.ts';
import { supportTexts } from '../support-texts.ts';
import { fillText } from '../texts.ts';

export const supportCategorySchema = z.enum(SUPPORT_CATEGORIES, { error: supportTexts.categoryRequired });
export const supportStatusSchema = z.enum(SUPPORT_STATUSES);

export const supportRequestInputSchema = z.object({
  name: z.string({ error: supportTexts.nameRequired }).trim().min(1, { error: supportTexts.nameRequired }).max(100),
  email: z
    .string({ error: supportTexts.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ error: supportTexts.emailInvalid })),
  category: supportCategorySchema,
  subject: z.string({ error: supportTexts.subjectRequired }).trim().min(1, { error: supportTexts.subjectRequired }).max(SUPPORT_SUBJECT_MAX_LENGTH),
  message: z
    .string({ error: supportTexts.messageRequired })
    .trim()
    .min(1, { error: supportTexts.messageRequired })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: fillText(supportTexts.messageTooLong, { max: String(SUPPORT_MESSAGE_MAX_LENGTH) }) }),
});
export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>;

export const supportSubmittedSchema = z.object({ id: z.uuid(), reference: z.string(), message: z.string() });
export type SupportSubmitted = z.infer<typeof supportSubmittedSchema>;

export const supportRequestSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  category: supportCategorySchema,
  subject: z.string(),
  message: z.string(),
  status: supportStatusSchema,
  /** Sent signed in (the account's id is kept, so the request goes with the account). */
  signedIn: z.boolean(),
  createdAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  /** The last reply mailed by an admin. */
  reply: z.string().nullable(),
  /** Open, and sent signed in by a learner whose plan includes priority support (Pro + AI): listed first (issue 31). */
  priority: z.boolean(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportListQuerySchema = z.object({ status: supportStatusSchema.optional() });
export const supportListSchema = z.object({ requests: z.array(supportRequestSchema), open: z.int().nonnegative() });
export type SupportList = z.infer<typeof supportListSchema>;

export const supportIdParamsSchema = z.object({ id: z.uuid({ error: supportTexts.notFound }) });

/** An admin's change: answered with a reply mailed to the sender, answered without one (handled elsewhere), or reopened. */
export const supportStatusChangeSchema = z.object({
  status: supportStatusSchema,
  reply: z.string().trim().max(SUPPORT_MESSAGE_MAX_LENGTH).optional(),
});
export type SupportStatusChange = z.infer<typeof supportStatusChangeSchema>;
