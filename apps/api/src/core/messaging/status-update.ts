import { messageTexts } from '@kusasa/domain/messaging-texts';
import { fitSms } from '@kusasa/domain/rules/sms-parts';
import type { ComposedMessage } from './composed-message.ts';

/**
 * A decision on an application or an NSFAS status, as the learner's other channels say it: the
 * notification's title, and a link to where it is explained (the bell itself already has it).
 */
export function statusUpdateMessage(notificationId: string, notice: { title: string; message: string }, link: string): ComposedMessage {
  const { name, language } = messageTexts.whatsapp.statusUpdate;
  return {
    template: 'status-update',
    dedupeKey: `status:${notificationId}`,
    inApp: { title: notice.title, message: notice.message },
    email: { subject: messageTexts.email.statusSubject(notice.title), body: messageTexts.email.statusBody(notice.title, notice.message, link) },
    sms: fitSms((message) => messageTexts.sms.statusUpdate(notice.title, message, link), notice.message),
    whatsapp: { name, language, parameters: [notice.title, link] },
  };
}
