import { counselorLinkTexts as t } from '@kusasa/domain/counselor-texts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';

/** To the address a counselor invited: who invited them, and the learner's Counselor page. */
export const invitationMail = (to: string, counselor: { name: string; school: string | null }, publicUrl: string): MailMessage => ({
  to,
  subject: t.invitationSubject,
  text: t.invitationMail(counselor.name, counselor.school, `${publicUrl}/counselor`),
});
