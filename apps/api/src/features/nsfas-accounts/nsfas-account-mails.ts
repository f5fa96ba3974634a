import { nsfasAccountTexts as t } from '@kusasa/domain/nsfas-account-texts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';

/** To the NSFAS account an admin approved: it may now sign in to its workspace. */
export const approvedMail = (to: { email: string; name: string }, publicUrl: string): MailMessage => ({
  to: to.email,
  subject: t.approvedSubject,
  text: t.approvedMail(to.name, `${publicUrl}/nsfas/login`),
});

/** To the NSFAS account an admin declined, with the admin's reason. */
export const declinedMail = (to: { email: string; name: string }, reason: string, publicUrl: string): MailMessage => ({
  to: to.email,
  subject: t.declinedSubject,
  text: t.declinedMail(to.name, reason, `${publicUrl}/support`),
});
