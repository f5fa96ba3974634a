import { formatListDate } from '@kusasa/domain/rules/dates';
import { EMAIL_NOT_CONFIRMED, requiresEmailConfirmation } from '@kusasa/domain/rules/email-confirmation';
import { checkPortalUserType } from '@kusasa/domain/rules/roles';
import type { LoginPortalId } from '@kusasa/domain/schemas/auth';
import { emailConfirmationTexts, fillText, signInTexts } from '@kusasa/domain/texts';
import { AppError } from '../../http/app-error.ts';
import type { AuditService } from '../../core/audit/audit.service.ts';
import type { SessionsService } from '../../core/sessions/sessions.service.ts';
import type { ThrottleRule, ThrottleService } from '../../core/throttle/throttle.service.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { hashPassword, verifyPassword } from '../../auth/password-hash.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
// Failed sign-ins only (a class signing in correctly is never slowed down), counted in the
// database so the limit holds across app instances and restarts; @fastify/rate-limit's default
// store is per process and counts every request. Per email and address together: 10 failures in
// 15 minutes block that pair for 15 minutes, so a stranger guessing from elsewhere cannot lock
// the owner out (OWASP ASVS 2.2.1: lockout must not become a denial of service). Per address: 50,
// because a school lab or a mobile carrier puts many learners behind one address.
export const LOGIN_EMAIL_THROTTLE: ThrottleRule = { limit: 10, windowMs: FIFTEEN_MINUTES, blockMs: FIFTEEN_MINUTES };
export const LOGIN_IP_THROTTLE: ThrottleRule = { limit: 50, windowMs: FIFTEEN_MINUTES, blockMs: FIFTEEN_MINUTES };

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  portal: LoginPortalId;
}

export interface LoginContext {
  ip: string;
  userAgent?: string;
  /** The session cookie the browser already had; that session ends, a new id is issued. */
  previousToken?: string;
}

// Verifying against a throwaway hash when the email is unknown (or has no password) takes as
// long as a real check, so response times do not reveal which emails have accounts. The hash is
// made once, when the service is built, so no request pays for making it.
let timingHash: Promise<string> | undefined;
const throwawayHash = () => (timingHash ??= hashPassword('kusasa-timing-equaliser'));

/** Always runs one argon2 verification, whether or not there is an account. */
export async function passwordMatches(hash: string | null | undefined, password: string): Promise<boolean> {
  if (hash) return verifyPassword(hash, password).catch(() => false);
  await verifyPassword(await throwawayHash(), password).catch(() => false);
  return false;
}

export function createAuthService(deps: {
  users: Pick<UsersService, 'credentialsByEmail'>;
  throttle: ThrottleService;
  audit: AuditService;
  sessions: SessionsService;
}) {
  const { users, throttle, audit, sessions } = deps;
  void throwawayHash();
  const component = 'auth';
  return {
    async login(input: LoginInput, context: LoginContext) {
      const email = input.email.trim().toLowerCase();
      const details = { email, ip: context.ip, portal: input.portal };
      const keys = [
        { scope: 'login:email-address', subject: `${email} ${context.ip}`, rule: LOGIN_EMAIL_THROTTLE },
        { scope: 'login:ip', subject: context.ip, rule: LOGIN_IP_THROTTLE },
      ];
      const block = await throttle.blockOf(keys);
      if (block) {
        await audit.security({ action: 'sign_in_blocked', message: 'Sign-in refused: too many failed attempts', severity: 'warning', component, details });
        throw new AppError('RATE_LIMITED', fillText(signInTexts.tooManyAttempts, { dateTime: formatListDate(block.until) }), undefined, {
          extra: { blockedUntil: block.until.toISOString() },
        });
      }

      const account = await users.credentialsByEmail(email);
      // Verify first, account or not: both paths cost one argon2 verification.
      const matches = await passwordMatches(account?.passwordHash, input.password);
      if (!account || !matches) {
        await throttle.hit(keys);
        await audit.security({ action: 'sign_in_failed', message: 'Sign-in failed', severity: 'warning', component, userId: account?.id, details });
        throw new AppError('UNAUTHENTICATED', signInTexts.invalidCredentials);
      }

      // Each audience's login page accepts only its own account type, and signs nothing in otherwise.
      if (input.portal !== 'any') {
        const check = checkPortalUserType(input.portal, account.userType);
        if (!check.ok) {
          await audit.security({
            action: 'sign_in_wrong_portal',
            message: 'Sign-in refused: wrong login page',
            severity: 'warning',
            component,
            userId: account.id,
            details,
          });
          throw new AppError('FORBIDDEN', check.message);
        }
      }

      // Counselor, institution and NSFAS accounts sign in only once their email address is confirmed.
      if (account.emailConfirmedAt === null && requiresEmailConfirmation(account.userType)) {
        await audit.security({
          action: 'sign_in_unconfirmed',
          message: 'Sign-in refused: email address not confirmed',
          severity: 'warning',
          component,
          userId: account.id,
          details,
        });
        throw new AppError('FORBIDDEN', emailConfirmationTexts.notConfirmed, undefined, { extra: { reason: EMAIL_NOT_CONFIRMED } });
      }

      if (context.previousToken) await sessions.end(context.previousToken);
      const session = await sessions.start(account.id, { remember: input.remember, ip: context.ip, userAgent: context.userAgent });
      await audit.security({
        action: 'sign_in',
        message: 'Signed in',
        severity: 'info',
        component,
        userId: account.id,
        details: { ...details, remember: input.remember },
      });
      const resolved = await sessions.resolve(session.token);
      if (resolved.status !== 'active') throw new Error('a session just started could not be read back');
      return { session, user: resolved.user };
    },

    async logout(token: string | undefined, context: { ip: string }) {
      if (!token) return;
      const resolved = await sessions.resolve(token);
      await sessions.end(token);
      if (resolved.status === 'active') {
        await audit.security({ action: 'sign_out', message: 'Signed out', severity: 'info', component, userId: resolved.user.id, details: { ip: context.ip } });
      }
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
