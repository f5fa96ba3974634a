import { z } from 'zod';
import { loginPortalTexts } from '../texts.ts';

export const USER_TYPES = ['student', 'consultant', 'institution', 'sponsor', 'nsfas', 'admin'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

// The product treats an account without a readable type as a student, the least privileged type.
export const DEFAULT_USER_TYPE: UserType = 'student';

export function isUserType(value: unknown): value is UserType {
  return userTypeSchema.safeParse(value).success;
}

export function parseUserType(value: unknown): UserType {
  return isUserType(value) ? value : DEFAULT_USER_TYPE;
}

/**
 * Whether a signed-in user passes the verification gate (seed 000: /dashboard, /subscription, /apply
 * and the pages behind the same guard). The gate is the identity check of a learner's ID number, so
 * it holds back unverified students only: admins bypass it (seed 000), counselors, institutions and
 * NSFAS staff cannot sign in before confirming their email address, and sponsors are confirmed when
 * created (decision 0008); none of them gives an ID number that /verification-required could check.
 * The web guard and the API (auth/policy.ts) both ask this.
 */
export function passesVerificationGate(user: { userType: string; isVerified: boolean }): boolean {
  return isUserType(user.userType) && (user.userType !== 'student' || user.isVerified);
}

export const LANDING_PATH_BY_USER_TYPE = {
  student: '/dashboard',
  consultant: '/dashboard',
  nsfas: '/dashboard',
  institution: '/institutions/dashboard',
  sponsor: '/sponsors/dashboard',
  admin: '/admin/dashboard',
} as const satisfies Record<UserType, string>;

export function landingPathFor(userType: UserType): string {
  return LANDING_PATH_BY_USER_TYPE[userType];
}

/**
 * Where a user goes once signed in (/auth-redirect, seed 000): their area's landing page, an
 * unverified student to /verification-required, an unknown type to /login. The web's redirect
 * and the server's answer to a plain sign-in form (decision 0424) both ask this.
 */
export function signedInLandingPath(user: { userType: string; isVerified: boolean }): string {
  if (!isUserType(user.userType)) return '/login';
  if (!passesVerificationGate(user)) return '/verification-required';
  return landingPathFor(user.userType);
}

// Admins have no portal of their own: they sign in on the general /login page.
export type PortalUserType = Exclude<UserType, 'admin'>;

export interface LoginPortal {
  loginPath: string;
  registerPath: string;
  afterLoginPath: string;
  wrongTypeMessage: string;
}

export const LOGIN_PORTALS = {
  student: {
    loginPath: '/students/login',
    registerPath: '/register',
    afterLoginPath: '/auth-redirect',
    wrongTypeMessage: loginPortalTexts.wrongTypeStudent,
  },
  consultant: {
    loginPath: '/counselors/login',
    registerPath: '/counselors/register',
    afterLoginPath: '/auth-redirect',
    wrongTypeMessage: loginPortalTexts.wrongTypeCounselor,
  },
  institution: {
    loginPath: '/institutions/login',
    registerPath: '/institutions/register',
    afterLoginPath: '/institutions/dashboard',
    wrongTypeMessage: loginPortalTexts.wrongTypeInstitution,
  },
  nsfas: {
    loginPath: '/nsfas/login',
    registerPath: '/nsfas/register',
    afterLoginPath: '/auth-redirect',
    wrongTypeMessage: loginPortalTexts.wrongTypeNsfas,
  },
  sponsor: {
    loginPath: '/sponsors/login',
    registerPath: '/sponsors/register',
    afterLoginPath: '/sponsors/dashboard',
    wrongTypeMessage: loginPortalTexts.wrongTypeSponsor,
  },
} as const satisfies Record<PortalUserType, LoginPortal>;

/** Where the partner sign-in page (/partner/login, any account type) lands: the partner dashboard's gate. */
export const PARTNER_LOGIN_LANDING = '/partner-dashboard';

/** The login page of a portal ('any' and anything unknown: the general /login). */
export function loginPagePathFor(portal: string | undefined): string {
  return portal !== undefined && Object.hasOwn(LOGIN_PORTALS, portal) ? LOGIN_PORTALS[portal as PortalUserType].loginPath : '/login';
}

export type PortalCheck = { ok: true } | { ok: false; message: string };

/**
 * Whether an account that just signed in may use this portal; on failure the caller signs it out
 * and shows the message. The student portal only turns away accounts known to be of another type,
 * so accounts with a missing or unreadable type can still sign in there.
 */
export function checkPortalUserType(portal: PortalUserType, userType: unknown): PortalCheck {
  const accepted = portal === 'student' ? !isUserType(userType) || userType === 'student' : userType === portal;
  return accepted ? { ok: true } : { ok: false, message: LOGIN_PORTALS[portal].wrongTypeMessage };
}
