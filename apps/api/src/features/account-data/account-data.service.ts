import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '@kusasa/domain/schemas/account-data';
import { formatListDate } from '@kusasa/domain/rules/dates';
import { accountDataTexts as texts, fillText } from '@kusasa/domain/texts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { verifyPassword } from '../../auth/password-hash.ts';
import type { EmailLinksService } from '../../core/email-links/email-links.service.ts';
import type { PaymentRecords } from '../payments/payment-records.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';
import type { ThrottleRule } from '../../core/throttle/throttle.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { assistantOf, emailLinksOf, studentJourneyOf, supportOf, withoutLinkTokens } from './account-data-export.ts';
import { createAccountDataRepo, type DataSubject } from './account-data.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

// A signed-in user's "Your data" (POPIA sections 23 and 24; issue 3): download everything Kusasa
// holds about them, or delete the account. Only the signed-in user's own data is ever touched:
// neither route takes a user id.

// Wrong passwords on the delete form are counted, so a borrowed session cannot be used to guess.
const DELETE_PASSWORD_THROTTLE: ThrottleRule = { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

/**
 * What the law requires Kusasa to keep after an account is deleted, kept without the person:
 * the audit trail (user_id set to null, email replaced by 'deleted-user') and the payments (the
 * Tax Administration Act and the Companies Act ask for financial records to be kept for five to
 * seven years). A payment keeps amount, currency, status, dates and the merchant reference; its
 * payer email is dropped here and its user_id becomes null when the users row goes (ON DELETE
 * SET NULL, decision 11). Without the email, an orphan is also never offered to whoever signs up
 * with that address later. It runs inside the deletion's transaction, before the users row goes.
 */
async function anonymiseRetainedRecords(tx: Executor, { payments, receipts }: Pick<AccountDataDeps, 'payments' | 'receipts'>, subject: DataSubject) {
  await createAccountDataRepo(tx).anonymiseAuditEntries(subject);
  await payments.forgetPayer(tx, subject.id);
  await receipts.forgetPayer(tx, subject.id);
}

export interface AccountDataDeps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'throttle'> {
  users: Pick<UsersService, 'record' | 'remove'>;
  plans: Pick<PlansService, 'grantHistory'>;
  payments: Pick<PaymentRecords, 'exportFor' | 'billingFor' | 'forgetPayer'>;
  emailLinks: Pick<EmailLinksService, 'linksOf'>;
  /** Receipts stay for the books (without the payer's name and email once the account goes). */
  receipts: { dataOf(userId: string): Promise<Record<string, unknown>[]>; forgetPayer(tx: Executor, userId: string): Promise<void> };
  /** Reminder channels with their consents, and the messages sent (issue 30). */
  messaging: { dataOf(userId: string): Promise<{ channels: Record<string, unknown>[]; messages: Record<string, unknown>[] }> };
  /** A learner under 18's guardian and each request and answer (issue 32). */
  guardianConsent: { dataOf(userId: string): Promise<{ consent: Record<string, unknown> | null; events: Record<string, unknown>[] }> };
  /** Removes the user's stored files (the documents feature's removeAllFor); never rejects: failures are logged there. */
  removeStoredFiles: (userId: string) => Promise<void>;
}

export function createAccountDataService(deps: AccountDataDeps) {
  const { db, clock, throttle, audit, users, emailLinks, removeStoredFiles } = deps;
  const component = 'account-data';
  const repo = createAccountDataRepo(db);

  async function subjectOf(userId: string) {
    const user = await users.record(userId);
    if (!user) throw new AppError('NOT_FOUND', 'Account not found');
    return user;
  }

  return {
    async export(userId: string, context: { ip: string; sessionId: string }): Promise<AccountExport> {
      const { passwordHash: _passwordHash, ...user } = await subjectOf(userId);
      const subject = { id: user.id, email: user.email };
      const [
        sessions,
        verificationLogs,
        consultant,
        nsfas,
        sponsor,
        institutions,
        plans,
        notifications,
        auditEntries,
        mailedLinks,
        mails,
        studentJourney,
        assistant,
        support,
        messaging,
        receipts,
        guardianConsent,
      ] = await Promise.all([
        repo.sessionsOf(subject),
        repo.verificationLogsOf(subject),
        repo.consultantOf(subject),
        repo.nsfasOf(subject),
        repo.sponsorOf(subject),
        repo.institutionsOf(subject),
        deps.plans.grantHistory(user.id),
        repo.notificationsOf(subject),
        repo.auditEntriesAbout(subject),
        emailLinksOf(emailLinks, user.id),
        repo.mailsTo(subject),
        studentJourneyOf(deps, user.id),
        assistantOf(deps.db, user.id),
        supportOf(deps.db, user.id),
        deps.messaging.dataOf(user.id),
        deps.receipts.dataOf(user.id),
        deps.guardianConsent.dataOf(user.id),
      ]);
      await audit.security({
        action: 'account_exported',
        message: 'Personal data downloaded',
        severity: 'info',
        component,
        userId,
        details: { ip: context.ip },
      });
      return {
        format: ACCOUNT_EXPORT_FORMAT,
        exportedAt: clock().toISOString(),
        user,
        profiles: { consultant, nsfas, sponsor, institutions },
        plans,
        // A session's id is the hash of its cookie token: never exported.
        sessions: sessions.map(({ id, ...session }) => ({ ...session, current: id === context.sessionId })),
        verificationLogs,
        notifications,
        auditEntries,
        emailLinks: mailedLinks,
        mails: mails.map((mail) => ({ ...mail, text: withoutLinkTokens(mail.text) })),
        ...studentJourney,
        ...assistant,
        ...support,
        messaging: {
          ...messaging,
          messages: messaging.messages.map((message) => ({
            ...message,
            body: typeof message.body === 'string' ? withoutLinkTokens(message.body) : message.body,
          })),
        },
        guardianConsent,
        receipts,
      };
    },

    /** Checks the password, then removes the account and its personal data in one transaction. */
    async delete(userId: string, password: string, context: { ip: string }): Promise<void> {
      const user = await subjectOf(userId);
      const key = { scope: 'account-delete:user', subject: user.id };
      const block = await throttle.blockOf([key]);
      if (block)
        throw new AppError('RATE_LIMITED', fillText(texts.tooManyAttempts, { dateTime: formatListDate(block.until) }), undefined, {
          extra: { blockedUntil: block.until.toISOString() },
        });
      const matches = user.passwordHash ? await verifyPassword(user.passwordHash, password).catch(() => false) : false;
      if (!matches) {
        await throttle.hit([{ ...key, rule: DELETE_PASSWORD_THROTTLE }]);
        await audit.security({
          action: 'account_delete_failed',
          message: 'Account deletion refused: wrong password',
          severity: 'warning',
          component,
          userId,
          details: { ip: context.ip },
        });
        throw new AppError('VALIDATION', texts.passwordWrong, { password: texts.passwordWrong });
      }

      const subject = { id: user.id, email: user.email };
      await db.transaction(async (tx) => {
        const inTx = createAccountDataRepo(tx);
        await anonymiseRetainedRecords(tx, deps, subject);
        await inTx.deleteVerificationLogs(subject);
        await inTx.deleteMailsTo(subject);
        await inTx.unlinkInstitutions(subject, clock());
        // Addresses, education and marks, wizard progress, documents, applications, billing rows and
        // sponsor allocations, sessions, email emailLinks, profile rows (consultant, NSFAS, sponsor), plans
        // and notifications cascade with the users row; payments stay as orphans (decision 11).
        await users.remove(subject.id, tx);
      });
      // The stored files go only after the rows are committed. The other order could lose a
      // learner's files while their account survives a failed transaction; this one at worst
      // leaves unreachable files behind, which removeStoredFiles logs for an operator to clear.
      await removeStoredFiles(user.id);
      // Failed-attempt counters keyed by the email (throttle_hits) are purged within a day by the
      // throttle service. The entry below names nobody.
      await audit.security({
        action: 'account_deleted',
        message: 'Account and personal data deleted',
        severity: 'info',
        component,
        details: { user_type: user.userType },
      });
    },
  };
}
export type AccountDataService = ReturnType<typeof createAccountDataService>;
