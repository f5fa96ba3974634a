import { accountReviewTexts as t } from '@kusasa/domain/institution-workspace-texts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';

/** To the account an admin approved: linked to its catalogue institution, as its lead. */
export const approvedMail = (to: { email: string; name: string }, institution: string, publicUrl: string): MailMessage => ({
  to: to.email,
  subject: t.approvedSubject,
  text: t.approvedMail(to.name, institution, `${publicUrl}/institutions/dashboard`),
});

/** To the account an admin declined, with the admin's reason. */
export const declinedMail = (to: { email: string; name: string }, reason: string, publicUrl: string): MailMessage => ({
  to: to.email,
  subject: t.declinedSubject,
  text: t.declinedMail(to.name, reason, `${publicUrl}/support`),
});
