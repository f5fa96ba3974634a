import { passwordResetTexts } from '@kusasa/domain/texts';
import { hashPassword } from '../../auth/password-hash.ts';
import { AppError } from '../../http/app-error.ts';
import type { EmailLinksService } from '../../core/email-links/email-links.service.ts';
import type { SessionsService } from '../../core/sessions/sessions.service.ts';
import type { ThrottleRule } from '../../core/throttle/throttle.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import type { Kernel } from '../../core/kernel.ts';

export const RESET_LINK_TTL_MS = 60 * 60_000;
// At most 5 reset mails an hour to one address, so the form cannot be used to flood an inbox.
const RESET_MAIL_THROTTLE: ThrottleRule = { limit: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

/** The job that looks the account up and mails the link, queued alike for every address. */
export const RESET_MAIL_JOB = 'password-reset.mail';

export interface PasswordResetDeps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'throttle'> {
  /** Queues RESET_MAIL_JOB with its payload (areas/accounts.ts hands in the job runner). */
  queue: (payload: { email: string; ip: string }) => Promise<unknown>;
  emailLinks: Pick<EmailLinksService, 'send' | 'use'>;
  users: Pick<UsersService, 'accountByEmail' | 'setPassword'>;
  sessions: Pick<SessionsService, 'endAllForUser'>;
}

export function createPasswordResetService({ queue, db, clock, throttle, audit, emailLinks, users, sessions }: PasswordResetDeps) {
  const component = 'password-reset';

  /** The job: mails a single-use link valid for one hour when the account exists. */
  async function mailLink({ email, ip }: { email: string; ip: string }): Promise<void> {
    const user = await users.accountByEmail(email);
    if (!user) return;
    await emailLinks.send('password_reset', user, {
      page: '/reset-password',
      ttlMs: RESET_LINK_TTL_MS,
      subject: passwordResetTexts.emailSubject,
      text: (link) => resetMail(user.fullName, link),
    });
    await audit.security({
      action: 'password_reset_requested',
      message: 'Password reset link sent',
      severity: 'info',
      component,
      userId: user.id,
      details: { ip },
    });
  }

  return {
    /**
     * Takes a reset request. Known or unknown, the request does the same work (a throttle count and
     * a queued job), so neither the answer nor its timing tells whether the email has an account.
     */
    async request(email: string, context: { ip: string }): Promise<void> {
      const key = { scope: 'reset:email', subject: email.trim().toLowerCase() };
      if (await throttle.blockOf([key])) return;
      await throttle.hit([{ ...key, rule: RESET_MAIL_THROTTLE }]);
      await queue({ email: key.subject, ip: context.ip });
    },

    jobHandler: {
      run: (payload: Record<string, unknown>) => mailLink({ email: String(payload.email), ip: String(payload.ip) }),
    },

    /** Sets the new password, uses up the token and ends every session of the account. */
    async reset(input: { token: string; password: string }, context: { ip: string }): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const userId = await db.transaction(async (tx) => {
        const owner = await emailLinks.use('password_reset', input.token, now, tx);
        if (!owner) return undefined;
        await users.setPassword(owner, passwordHash, now, tx);
        await sessions.endAllForUser(owner, tx);
        return owner;
      });
      if (!userId) {
        await audit.security({
          action: 'password_reset_failed',
          message: 'Password reset with an invalid or expired link',
          severity: 'warning',
          component,
          details: { ip: context.ip },
        });
        throw new AppError('VALIDATION', passwordResetTexts.invalidLink, { token: passwordResetTexts.invalidLink });
      }
      await audit.security({ action: 'password_reset', message: 'Password reset', severity: 'info', component, userId, details: { ip: context.ip } });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

function resetMail(fullName: string | null, link: string): string {
  return [
    `Hello ${fullName ?? 'there'},`,
    '',
    'We received a request to reset the password of your Kusasa account. Open this link within one hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this email: your password stays the same.',
  ].join('\n');
}
