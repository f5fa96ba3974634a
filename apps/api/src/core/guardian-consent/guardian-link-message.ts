import { guardianConsentTexts as t } from '@kusasa/domain/guardian-consent-texts';
import { fitSms } from '@kusasa/domain/rules/sms-parts';
import type { ComposedMessage } from '../messaging/composed-message.ts';

/** The link to a guardian, by SMS and email; each new link is its own message (its dedupe key). */
export function guardianLinkMessage(input: { learnerFirstName: string; guardianName: string; url: string; linkId: string }): ComposedMessage {
  const { learnerFirstName: learner, guardianName, url, linkId } = input;
  const email = { subject: t.message.emailSubject(learner), body: t.message.emailBody(guardianName, learner, url) };
  return {
    template: 'guardian-consent-link',
    dedupeKey: `guardian-link:${linkId}`,
    inApp: { title: email.subject, message: email.body },
    email,
    sms: fitSms((name) => t.message.smsLink(name, url), learner),
    whatsapp: { name: 'guardian_consent_link', language: 'en', parameters: [learner, url] },
  };
}
