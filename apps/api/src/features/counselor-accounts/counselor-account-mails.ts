import { counselorAccountTexts as t } from '@kusasa/domain/counselor-texts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';

/** To the counselor an admin approved: their code, and where to sign in. */
export const approvedMail = (to: { email: string; name: string }, code: string, publicUrl: string): MailMessage => ({
  to: to.email,
  subject: t.approvedSubject,
  text: t.approvedMail(to.name, code, `${publicUrl}/counselors/login`),
});

/** To the counselor an admin declined, with the admin's reason. */
export const declinedMail = (to: { email: string; name: string }, reason: string, publicUrl: string): MailMessage => ({
  to: to.email,
  subject: t.declinedSubject,
  text: t.declinedMail(to.name, reason, `${publicUrl}/support`),
});
