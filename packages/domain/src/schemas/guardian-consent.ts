import { z } from 'zod';
import { GUARDIAN_CONSENT_STATUSES, GUARDIAN_RELATIONSHIPS } from '../rules/guardian-consent.ts';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '../rules/account-limits.ts';
import { saPhoneSchema } from '../rules/phone.ts';
import { registrationTexts as t } from '../texts.ts';

/** A parent or guardian of a learner under 18 (POPIA section 35): they confirm by a link sent to them. */
export const guardianSchema = z.object({
  name: z.string({ error: t.guardianNameTooShort }).trim().min(2, { error: t.guardianNameTooShort }).max(FULL_NAME_MAX_LENGTH, { error: t.fullNameTooLong }),
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, { error: t.guardianRelationshipRequired }),
  phone: saPhoneSchema,
  email: z.email({ error: t.emailInvalid }).max(EMAIL_MAX_LENGTH, { error: t.emailTooLong }),
});
export type Guardian = z.infer<typeof guardianSchema>;

const statusSchema = z.enum(GUARDIAN_CONSENT_STATUSES);

/** The learner's view: whether a guardian is needed, who, and what they answered. */
export const guardianConsentStateSchema = z.object({
  needed: z.boolean(),
  sharingAllowed: z.boolean(),
  status: statusSchema.nullable(),
  guardian: guardianSchema.omit({ phone: true }).extend({ phone: z.string() }).nullable(),
  linkSentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The day the learner turns 18: from then on they consent for themselves. */
  adultOn: z.string().nullable(),
});
export type GuardianConsentState = z.infer<typeof guardianConsentStateSchema>;

/** What the guardian's link page shows: only the learner's first name, never their details. */
export const guardianLinkViewSchema = z.object({
  learnerFirstName: z.string(),
  guardianName: z.string(),
  status: statusSchema,
  answeredAt: z.string().nullable(),
  consent: z.object({ version: z.string(), text: z.string() }),
  holdings: z.array(z.object({ what: z.string(), why: z.string() })),
  sharedWith: z.array(z.string()),
});
export type GuardianLinkView = z.infer<typeof guardianLinkViewSchema>;

export const guardianAnswerSchema = z.object({ answer: z.enum(['confirm', 'decline', 'withdraw']) });
export type GuardianAnswer = z.infer<typeof guardianAnswerSchema>;
