import type { AudienceRegistrationResponse } from '@kusasa/domain/schemas/audience-registration';
import { audienceRegistrationTexts as texts } from '@kusasa/domain/texts';
import { emailTakenMail } from '../../auth/email-taken-mail.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { ConfirmationRecipient } from '../email-confirmation/email-confirmation.service.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createAudienceAccount, USER_TYPE_BY_AUDIENCE, type Audience, type AudienceAccount } from './audience-accounts.ts';
import type { Kernel } from '../../core/kernel.ts';

export interface AudienceRegistrationDeps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'mailer' | 'log'> {
  /** The email-confirmation feature's sender, wired in its area. */
  sendConfirmation: (user: ConfirmationRecipient) => Promise<void>;
  users: Pick<UsersService, 'create' | 'accountByEmail'>;
  publicUrl: string;
}

/** The seeds' failure text per audience (seed 000 section 8, seed 002 section 8). */
const FAILURE_TEXT = {
  counselor: texts.counselorFailed,
  institution: texts.institutionFailed,
  nsfas: texts.nsfasFailed,
  sponsor: texts.sponsorFailed,
} as const satisfies Record<Audience, string>;

// Counselors, institutions and NSFAS staff confirm their email before they can sign in, so they
// get a link and go to /login with a check-your-email message. Sponsors are confirmed at once and
// see a success view linking to /sponsors/login. No registration starts a session.
export function createAudienceRegistrationService({ db, clock, audit, sendConfirmation, log, users, mailer, publicUrl }: AudienceRegistrationDeps) {
  const component = 'audience-registration';
  const successFor = (audience: Audience): AudienceRegistrationResponse =>
    audience === 'sponsor'
      ? { message: texts.success, next: '/sponsors/login', checkEmail: false, detail: texts.sponsorSuccess }
      : { message: texts.success, next: '/login', checkEmail: true, detail: texts.checkEmail };

  /**
   * A taken email (issue 11): answered like a new account so nobody learns which emails have
   * accounts; nothing is written and the owner is mailed instead. The password is hashed all the
   * same, so both answers cost alike.
   */
  async function emailTaken(account: AudienceAccount, owner: { id: string; email: string; fullName: string | null }, context: { ip: string }) {
    await hashPassword(account.input.password);
    await mailer.send(emailTakenMail(owner, publicUrl));
    await audit.security({
      action: 'register_email_taken',
      message: `Registration with an email that has an account (${USER_TYPE_BY_AUDIENCE[account.audience]})`,
      severity: 'warning',
      component,
      userId: owner.id,
      details: { ip: context.ip },
    });
    return successFor(account.audience);
  }

  return {
    async register(account: AudienceAccount, context: { ip: string }): Promise<AudienceRegistrationResponse> {
      const owner = await users.accountByEmail(account.input.email);
      if (owner) return emailTaken(account, owner, context);
      const userType = USER_TYPE_BY_AUDIENCE[account.audience];
      const confirmsByEmail = account.audience !== 'sponsor';
      const passwordHash = await hashPassword(account.input.password);
      const now = clock();

      let created;
      try {
        created = await createAudienceAccount({ db, users }, account, { passwordHash, now, emailConfirmed: !confirmsByEmail });
      } catch (error) {
        // The transaction rolled back: neither the users row nor the profile row remains.
        await audit.security({
          action: 'register_failed',
          message: `Registration failed (${userType})`,
          severity: 'warning',
          component,
          details: { user_type: userType, ip: context.ip },
        });
        throw new AppError(isUniqueViolation(error) ? 'CONFLICT' : 'INTERNAL', FAILURE_TEXT[account.audience], undefined, { cause: error });
      }

      if (confirmsByEmail) {
        try {
          await sendConfirmation({ id: created.userId, email: created.email, fullName: created.fullName });
        } catch (error) {
          // The account stands; the person can ask for a new link from the login page.
          log.error({ err: error, userId: created.userId }, 'could not send the email confirmation link');
        }
      }
      await audit.security({
        action: 'register',
        message: `Registered (${userType})`,
        severity: 'info',
        component,
        userId: created.userId,
        details: { user_type: userType, ip: context.ip, ...(created.institution ? { institution_id: created.institution.id } : {}) },
      });

      return successFor(account.audience);
    },
  };
}
export type AudienceRegistrationService = ReturnType<typeof createAudienceRegistrationService>;
