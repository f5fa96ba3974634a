import { createHash, randomBytes } from 'node:crypto';
import { passwordResetTexts } from '@kusasa/domain/texts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ThrottleRule, ThrottleService } from '../throttle/throttle.service.ts';
import { hashPassword } from '../users/password-hash.ts';
import { createPasswordResetRepo } from './password-reset.repo.ts';

export const RESET_LINK_TTL_MS = 60 * 60_000;
// At most 5 reset mails an hour to one address, so the form cannot be used to flood an inbox.
const RESET_MAIL_THROTTLE: ThrottleRule = { limit: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

/** The job that looks the account up and mails the link, queued alike for every address. */
export const RESET_MAIL_JOB = 'password-reset.mail';

export interface PasswordResetDeps {
  /** Queues RESET_MAIL_JOB with its payload (app.ts hands in the job runner). */
  queue: (payload: { email: string; ip: string }) => Promise<unknown>;
  db: Database;
  clock: () => Date;
  mailer: Mailer;
  throttle: ThrottleService;
  audit: AuditService;
  publicUrl: string;
}

export function createPasswordResetService({ queue, db, clock, mailer, throttle, audit, publicUrl }: PasswordResetDeps) {
  const component = 'password-reset';

  /** The job: mails a single-use link valid for one hour when the account exists. */
  async function mailLink({ email, ip }: { email: string; ip: string }): Promise<void> {
    const repo = createPasswordResetRepo(db);
    const user = await repo.findUserByEmail(email);
    if (!user) return;
    const now = clock();
    const token = randomBytes(32).toString('base64url');
    await repo.insertToken({ id: tokenId(token), userId: user.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) });
    // In the fragment, the token never reaches a server log or a Referer header.
    const link = `${publicUrl}/reset-password#token=${token}`;
    await mailer.send({ to: user.email, subject: passwordResetTexts.emailSubject, text: resetMail(user.fullName, link) });
    await audit.security({ action: 'password_reset_requested', message: 'Password reset link sent', severity: 'info', component, userId: user.id, details: { ip } });
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
        const repo = createPasswordResetRepo(tx);
        const owner = await repo.consumeToken(tokenId(input.token), now);
        if (!owner) return undefined;
        await repo.setPassword(owner, passwordHash, now);
        await repo.retireTokens(owner, now);
        await repo.endSessions(owner);
        return owner;
      });
      if (!userId) {
        await audit.security({ action: 'password_reset_failed', message: 'Password reset with an invalid or expired link', severity: 'warning', component, details: { ip: context.ip } });
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
