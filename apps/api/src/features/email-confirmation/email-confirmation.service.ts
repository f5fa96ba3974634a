import { CONFIRMATION_LINK_EXPIRED, EMAIL_CONFIRMATION_TTL_HOURS, requiresEmailConfirmation } from '@kusasa/domain/rules/email-confirmation';
import { isUserType, LOGIN_PORTALS } from '@kusasa/domain/rules/roles';
import type { ConfirmEmailResponse } from '@kusasa/domain/schemas/audience-registration';
import { emailConfirmationTexts as texts } from '@kusasa/domain/texts';
import { AppError } from '../../http/app-error.ts';
import type { EmailLinksService, LinkRecipient } from '../../core/email-links/email-links.service.ts';
import type { ThrottleRule } from '../../core/throttle/throttle.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Kernel } from '../../core/kernel.ts';

export const CONFIRMATION_LINK_TTL_MS = EMAIL_CONFIRMATION_TTL_HOURS * 60 * 60_000;
// At most 5 confirmation mails an hour to one address, so the resend form cannot flood an inbox.
const RESEND_THROTTLE: ThrottleRule = { limit: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

export interface EmailConfirmationDeps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'throttle'> {
  emailLinks: Pick<EmailLinksService, 'send' | 'use' | 'whyUnusable'>;
  users: Pick<UsersService, 'accountByEmail' | 'confirmEmail'>;
}

export type ConfirmationRecipient = LinkRecipient;

// Counselor, institution and NSFAS accounts confirm their address with a single-use link, valid
// for 48 hours, before they can sign in (the login service checks users.email_confirmed_at).
export function createEmailConfirmationService({ db, clock, throttle, audit, emailLinks, users }: EmailConfirmationDeps) {
  const component = 'email-confirmation';

  async function send(user: ConfirmationRecipient): Promise<void> {
    await emailLinks.send('email_confirmation', user, {
      page: '/confirm-email',
      ttlMs: CONFIRMATION_LINK_TTL_MS,
      subject: texts.emailSubject,
      text: (link) => confirmationMail(user.fullName, link),
    });
  }

  return {
    /** Issues a new link and mails it. */
    send,

    /** Confirms the address of the link's account; refuses an unknown, used or expired link. */
    async confirm(token: string, context: { ip: string }): Promise<ConfirmEmailResponse> {
      const now = clock();
      const confirmed = await db.transaction(async (tx) => {
        const userId = await emailLinks.use('email_confirmation', token, now, tx);
        if (!userId) return undefined;
        return { userId, userType: await users.confirmEmail(userId, now, tx) };
      });
      if (!confirmed) {
        const why = await emailLinks.whyUnusable('email_confirmation', token);
        await audit.security({
          action: 'email_confirmation_failed',
          message: 'Email confirmation with an invalid, used or expired link',
          severity: 'warning',
          component,
          details: { ip: context.ip },
        });
        if (why === 'expired') {
          throw new AppError('VALIDATION', texts.expiredLink, { token: texts.expiredLink }, { extra: { reason: CONFIRMATION_LINK_EXPIRED } });
        }
        const message = why === 'used' ? texts.usedLink : texts.invalidLink;
        throw new AppError('VALIDATION', message, { token: message });
      }
      await audit.security({
        action: 'email_confirmed',
        message: 'Email address confirmed',
        severity: 'info',
        component,
        userId: confirmed.userId,
        details: { ip: context.ip },
      });
      const userType = confirmed.userType;
      const next = isUserType(userType) && userType !== 'admin' ? LOGIN_PORTALS[userType].loginPath : '/login';
      return { message: texts.confirmed, next };
    },

    /** Mails a new link when the account still waits for confirmation; the caller answers the same either way. */
    async resend(email: string, context: { ip: string }): Promise<void> {
      const key = { scope: 'confirm:email', subject: email.trim().toLowerCase() };
      if (await throttle.blockOf([key])) return;
      await throttle.hit([{ ...key, rule: RESEND_THROTTLE }]);
      const user = await users.accountByEmail(key.subject);
      if (!user || user.emailConfirmedAt !== null || !requiresEmailConfirmation(user.userType)) return;
      await send(user);
      await audit.security({
        action: 'email_confirmation_resent',
        message: 'Email confirmation link sent again',
        severity: 'info',
        component,
        userId: user.id,
        details: { ip: context.ip },
      });
    },
  };
}
export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;

function confirmationMail(fullName: string | null, link: string): string {
  return [
    `Hello ${fullName ?? 'there'},`,
    '',
    'Welcome to Kusasa. Please confirm your email address by opening this link within 48 hours:',
    '',
    link,
    '',
    'The link works once. After confirming, sign in on your login page. If you did not register, ignore this email.',
  ].join('\n');
}
