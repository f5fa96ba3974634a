import { messageTexts } from '@kusasa/domain/messaging-texts';
import type { NewOutbound } from './outbox.repo.ts';

/** One message as every channel says it; the messaging service picks the channel's part. */
export interface ComposedMessage {
  /** What kind of message it is (`deadline-reminder`, `status-update`): the outbox's template column. */
  template: string;
  /** Unique per message and learner; the channel is added, so each channel gets it once. */
  dedupeKey: string;
  /** What it is about (a deadline's id), for the check made just before sending. */
  subject?: string;
  inApp: { title: string; message: string };
  email: { subject: string; body: string };
  /** Fits two SMS parts (fitSms); WhatsApp keeps it for the record of what was said. */
  sms: string;
  whatsapp: { name: string; language: string; parameters: string[] };
}

/** The one message a phone gets after STOP: that it worked. */
export function optOutConfirmation(channel: 'sms' | 'whatsapp', address: string, userId: string, now: Date): NewOutbound {
  const { name, language, body } = messageTexts.whatsapp.stopped;
  return {
    userId,
    channel,
    toAddress: address,
    template: 'opted-out',
    body: channel === 'sms' ? messageTexts.sms.stopped : body,
    payload: channel === 'whatsapp' ? { whatsapp: { name, language, parameters: [] } } : {},
    subject: null,
    dedupeKey: `opted-out:${channel}:${address}:${now.getTime()}`,
    nextAttemptAt: now,
  };
}
