import { LEGAL_POLICIES } from '@kusasa/domain/legal/policies';
import { eighteenthBirthday } from '@kusasa/domain/rules/guardian-consent';
import { parseSaId } from '@kusasa/domain/rules/sa-id';
import { isFreePlan } from '@kusasa/domain/rules/plans';
import { needsGuardian, type StudentRegistration, type RegistrationResponse } from '@kusasa/domain/schemas/registration';
import { identityTexts, registrationTexts } from '@kusasa/domain/texts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import type { PlansService } from '../../core/plans/plans.service.ts';
import type { RequestContext } from '../identity/identity-checks.ts';
import type { IdentityService } from '../identity/identity.service.ts';
import type { StartedSession } from '../../core/sessions/sessions.service.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import type { GuardianConsentService } from '../../core/guardian-consent/guardian-consent.service.ts';
import type { NewAccount, UsersService } from '../../core/users/users.service.ts';
import { verifiedColumns } from '../../core/users/identity-check.ts';
import { emailTakenMail, idNumberHeldMail } from '../../auth/email-taken-mail.ts';
import type { Kernel } from '../../core/kernel.ts';

export interface RegistrationDeps extends Pick<Kernel, 'db' | 'clock' | 'audit' | 'sessions' | 'mailer'> {
  identity: IdentityService;
  users: Pick<UsersService, 'create' | 'accountByEmail' | 'byIdNumber' | 'newTrackingId'>;
  plans: Pick<PlansService, 'grant'>;
  guardianConsent: Pick<GuardianConsentService, 'request'>;
  publicUrl: string;
}

/** A registration's outcome: the answer, and the session it started (none for a taken email). */
export interface Registered {
  response: RegistrationResponse;
  session: StartedSession | null;
}

// Seed 000 section 4, with the server as the authority, in one round trip: the identity check
// first, then the account, its Starter plan and the check's verified log row (linked to the new
// account) in one transaction, then a session whose user the answer carries, as sign-in's does.
export function createRegistrationService({ db, clock, identity, sessions, audit, users, plans, guardianConsent, mailer, publicUrl }: RegistrationDeps) {
  const nextFor = (input: StudentRegistration) => (input.plan && !isFreePlan(input.plan) ? `/checkout?plan=${input.plan}` : '/auth-redirect');

  /**
   * A taken email (issue 11) or an ID number another account holds (issue 34): the answer looks
   * like a new account's and nothing is written; the account's owner gets a mail instead. The
   * password is hashed all the same, so the answer costs alike.
   */
  async function answerWithoutAccount(
    input: StudentRegistration,
    owner: { id: string; email: string; fullName: string | null },
    context: RequestContext,
    why: 'email_taken' | 'id_number_held',
  ): Promise<Registered> {
    await hashPassword(input.password);
    await mailer.send(why === 'email_taken' ? emailTakenMail(owner, publicUrl) : idNumberHeldMail(owner, publicUrl));
    await audit.security({
      action: why === 'email_taken' ? 'register_email_taken' : 'register_id_number_held',
      message: why === 'email_taken' ? 'Registration with an email that has an account' : 'Registration with an ID number another account holds',
      severity: 'warning',
      component: 'registration',
      userId: owner.id,
      details: { ip: context.ip },
    });
    return { response: { trackingId: users.newTrackingId(), plan: 'starter', next: nextFor(input), session: null }, session: null };
  }

  return {
    async register(input: StudentRegistration, context: RequestContext & { previousToken?: string }): Promise<Registered> {
      const owner = await users.accountByEmail(input.email);
      if (owner) return answerWithoutAccount(input, owner, context, 'email_taken');
      // Checked once; its one verified log row is written in the account's transaction below. An
      // ID number held by another account is answered like a taken email, never with a 409.
      const checked = await identity.check({ idNumber: input.idNumber, email: input.email, fullName: input.fullName }, context, {
        field: 'idNumber',
        refuseHeld: false,
        // A bureau's name mismatch or silence makes the account unverified, never refuses it (decision 0417).
        allowUnconfirmed: true,
      });
      const holder = await users.byIdNumber(input.idNumber.trim());
      if (holder) {
        await checked.abandon('already_registered');
        return answerWithoutAccount(input, holder, context, 'id_number_held');
      }
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const student: NewAccount = {
        email: input.email,
        passwordHash,
        fullName: input.fullName,
        userType: 'student',
        ...(checked.check ? verifiedColumns(checked.check, now) : { idVerified: false }),
        idNumber: input.idNumber,
        gender: input.gender,
        privacyAcceptedAt: now,
        termsAcceptedAt: now,
        // The versions the learner was shown; a later version is announced to them (features/legal).
        privacyPolicyVersion: LEGAL_POLICIES['privacy-policy'].version,
        termsVersion: LEGAL_POLICIES['terms-of-service'].version,
        createdAt: now,
        updatedAt: now,
      };

      let account: { id: string; trackingId: string };
      try {
        account = await db.transaction(async (tx) => {
          const created = await users.create(student, tx);
          await plans.grant(created.id, 'starter', now, tx);
          await checked.record(tx, created.id);
          const guardian = guardianOf(input, now);
          if (guardian) await guardianConsent.request(tx, created.id, guardian.details, guardian.adultOn);
          return created;
        });
      } catch (error) {
        // The transaction rolled back: nothing of the account remains, and no check is left verified.
        await checked.abandon('registration_failed');
        throw new AppError(isUniqueViolation(error) ? 'CONFLICT' : 'INTERNAL', registrationTexts.setupFailed, undefined, { cause: error });
      }

      const { id: userId, trackingId } = account;
      if (context.previousToken) await sessions.end(context.previousToken);
      const session = await sessions.start(userId, { remember: false, ip: context.ip, userAgent: context.userAgent });
      const resolved = await sessions.resolve(session.token);
      if (resolved.status !== 'active') throw new Error('a session just started could not be read back');
      await audit.security({
        action: 'register',
        message: 'Student registered',
        severity: 'info',
        component: 'registration',
        userId,
        details: {
          tracking_id: trackingId,
          ip: context.ip,
          guardian_link_sent: guardianOf(input, now) !== null,
          identity_unconfirmed: checked.unconfirmed,
        },
      });
      return {
        response: {
          trackingId,
          plan: 'starter',
          next: nextFor(input),
          session: { user: resolved.user, expiresAt: session.expiresAt.toISOString() },
          // Only when there is something to do: otherwise the answer is the same as a taken email's.
          ...(checked.unconfirmed ? { identityMessage: UNCONFIRMED_MESSAGES[checked.unconfirmed] } : {}),
        },
        session,
      };
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** What a learner whose account was made unverified reads (decision 0417). */
const UNCONFIRMED_MESSAGES = {
  name_mismatch: identityTexts.nameMismatch,
  identity_check_unavailable: identityTexts.registeredUnavailable,
} as const;

/** A learner under 18 names a parent or guardian, who confirms by link (POPIA section 35). */
function guardianOf(input: StudentRegistration, now: Date) {
  const parsed = parseSaId(input.idNumber, now);
  if (!input.guardian || !parsed.ok || !needsGuardian(input.idNumber, now)) return null;
  return { details: input.guardian, adultOn: eighteenthBirthday(parsed.dateOfBirth) };
}
