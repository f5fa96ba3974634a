import { z } from 'zod';
import { accountDataTexts as t } from '../texts.ts';

// "Your data" (POPIA sections 23 and 24): a signed-in user downloads everything Kusasa holds
// about them, or deletes their account.

export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: t.passwordRequired }).min(1, { error: t.passwordRequired }).max(256, { error: t.passwordWrong }),
  confirm: z.literal('DELETE', { error: t.confirmDelete }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const ACCOUNT_EXPORT_FORMAT = 'kusasa-account-export/1';

const rows = z.array(z.record(z.string(), z.unknown()));

/** The download. Rows are the stored columns (camelCase), without password hashes, token hashes or session ids. */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.iso.datetime(),
  user: z.record(z.string(), z.unknown()),
  profiles: z.object({
    consultant: z.record(z.string(), z.unknown()).nullable(),
    nsfas: z.record(z.string(), z.unknown()).nullable(),
    sponsor: z.record(z.string(), z.unknown()).nullable(),
    institutions: rows,
  }),
  plans: rows,
  sessions: rows,
  verificationLogs: rows,
  notifications: rows,
  auditEntries: rows,
  emailLinks: z.object({ passwordReset: rows, emailConfirmation: rows }),
  mails: rows,
  // The student journey and payments (added later; every key below is also present, empty, for other account types).
  studentProfile: z.object({
    addresses: rows,
    /** The education record with its `subjectMarks`, or null before the wizard's education step. */
    education: z.record(z.string(), z.unknown()).nullable(),
    /** Where the profile wizard was left, or null. */
    wizardProgress: z.record(z.string(), z.unknown()).nullable(),
    /** The latest Career Assessment's top interest areas and when (decision 0423), or null. */
    careerAssessment: z.record(z.string(), z.unknown()).nullable(),
  }),
  /** Uploaded documents as metadata: never the bytes or where they are stored. */
  documents: rows,
  applications: rows,
  payments: rows,
  billingTransactions: rows,
  /** Sponsorships the user receives as a student. */
  sponsorAllocations: rows,
  /** Sponsorship requests the user made, with what sponsors may see and the consent given. */
  sponsorshipRequests: rows,
  /** Thandi: questions and answers with feedback, and questions asked per South African day. */
  assistant: z.object({ exchanges: rows, dailyUsage: rows }),
  /** Messages sent to support through Contact Us while signed in, with the admins' replies. */
  support: z.object({ requests: rows }),
  /** The learner's story for /testimonials, shown or not. */
  testimonials: rows,
  /** Reminder channels with the consent given for each, and every message queued to the user (issue 30). */
  messaging: z.object({ channels: rows, messages: rows }),
  /** A learner under 18's parent or guardian, and every request and answer of their consent (issue 32). */
  guardianConsent: z.object({ consent: z.record(z.string(), z.unknown()).nullable(), events: rows }),
  /** Receipts of the payments the user made (issue 31). */
  receipts: rows,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * The download as the browser reads it: checked to be an export, then saved as it came. It is a
 * file for the person, not a contract the page reads, so no key is dropped on the way.
 */
export const accountExportFileSchema = accountExportSchema.pick({ format: true, exportedAt: true }).loose();
export type AccountExportFile = z.infer<typeof accountExportFileSchema>;
