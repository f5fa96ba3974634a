import { createHash } from 'node:crypto';
import { guardianConsentTexts as t } from '@kusasa/domain/guardian-consent-texts';
import { fitSms } from '@kusasa/domain/rules/sms-parts';
import type { ComposedMessage } from '../messaging/composed-message.ts';

export const GUARDIAN_LINK_TEMPLATE = 'guardian-consent-link';

/** A link's token is kept only as this hash; its first 16 characters name the link in the outbox. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** How the link's message and page name the learner to their guardian. */
export const learnerFirstName = (fullName: string | null | undefined) => fullName?.trim().split(/\s+/)[0] ?? 'A learner';

/** The link to a guardian, by SMS and email; each new link is its own message (its dedupe key). */
export function guardianLinkMessage(input: { learnerFirstName: string; guardianName: string; url: string; linkId: string }): ComposedMessage {
  const { learnerFirstName: learner, guardianName, url, linkId } = input;
  const email = { subject: t.message.emailSubject(learner), body: t.message.emailBody(guardianName, learner, url) };
  return {
    template: GUARDIAN_LINK_TEMPLATE,
    dedupeKey: `guardian-link:${linkId}`,
    inApp: { title: email.subject, message: email.body },
    email,
    sms: fitSms((name) => t.message.smsLink(name, url), learner),
    whatsapp: { name: 'guardian_consent_link', language: 'en', parameters: [learner, url] },
  };
}
