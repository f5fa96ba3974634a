// Route access rules of seed 000 section 2 ("Guards"), as pure functions so that every case is
// a row in a table test. The server enforces the same rules on its data; these only decide
// which page the browser shows.

import { type UserType, isUserType, passesVerificationGate, signedInLandingPath } from '@kusasa/domain/rules/roles';
import { isFreePlan, planIdSchema } from '@kusasa/domain/rules/plans';
import { statusTexts } from '@kusasa/domain/status-texts';

/** Who may open a route. */
export type RouteAccess =
  | 'public' // anyone
  | 'signed-out' // signed-out visitors only (/login, /register)
  | 'signed-in' // any signed-in user
  | 'verified' // signed-in and verified (admins bypass the verification check)
  | 'admin'
  | 'sponsor'
  | 'institution'
  /** NSFAS staff (issue 28); whether an admin approved the account is the page's and the API's to say. */
  | 'nsfas'
  /** Counselors (issue 29); whether an admin approved the account is the page's and the API's to say. */
  | 'consultant'
  /** The partner portal: any signed-in account (the page runs the seed's gate); signed out to /partner/login. */
  | 'partner';

/** What the guards need to know of the session. */
export type SessionView =
  { status: 'loading' } | { status: 'error' } | { status: 'signed-out' } | { status: 'signed-in'; user: { userType: string; isVerified: boolean } };

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'loading'; message: string }
  | { kind: 'error' }
  /** `from` is the path to come back to, passed as navigation state. */
  | { kind: 'redirect'; to: string; from?: string };

export interface Here {
  /** pathname + search of the page being opened. */
  path: string;
  /** The remembered path from navigation state, if any (unchecked). */
  from?: unknown;
}

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const VERIFICATION_REQUIRED_PATH = '/verification-required';
export const UNAUTHORIZED_PATH = '/unauthorized';
export const PARTNER_LOGIN_PATH = '/partner/login';

export const loadingMessageFor: Record<Exclude<RouteAccess, 'public' | 'signed-out'>, string> = {
  'signed-in': statusTexts.loading.account,
  verified: statusTexts.loading.profile,
  admin: statusTexts.loading.permissions,
  sponsor: statusTexts.loading.access,
  institution: statusTexts.loading.access,
  nsfas: statusTexts.loading.access,
  consultant: statusTexts.loading.access,
  partner: statusTexts.loading.access,
};

const signedOutOnlyPaths = new Set(['/login', '/register']);

/**
 * A remembered path that is safe to go back to: an in-app path (no other origin, no
 * protocol-relative '//host'), and not a signed-out-only page, which would send the user in a circle.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? value;
  if (signedOutOnlyPaths.has(pathname.replace(/\/+$/, '') || '/')) return null;
  return value;
}

function knownUserType(user: { userType: string }): UserType | null {
  return isUserType(user.userType) ? user.userType : null;
}

// The rule lives in the domain, so that the API refuses what the guard hides (VERIFICATION_REQUIRED).
export { passesVerificationGate };

export const REGISTER_PATH = '/register';

/**
 * Seed 002: "A free plan at checkout redirects to /register." A free plan needs no checkout, so
 * this comes before the guard: a signed-out visitor is not sent to /login first, and a signed-in
 * one then follows /register's own rule (back to where they were, or /dashboard).
 */
function redirectBeforeGuard(here: Here): AccessDecision | null {
  const [pathname = '', search = ''] = here.path.split('?', 2);
  if (pathname.replace(/\/+$/, '') !== '/checkout') return null;
  const plan = planIdSchema.safeParse(new URLSearchParams(search.split('#', 1)[0]).get('plan'));
  return plan.success && isFreePlan(plan.data) ? { kind: 'redirect', to: REGISTER_PATH } : null;
}

/** The partner portal's pages, whose signed-out visitors sign in at /partner/login (seed 002 section 4). */
const partnerPortalPaths = /^\/(partner-dashboard|partner\/checkout)(\/|\?|$)/;

/**
 * Where a signed-out visitor is sent: /partner/login from the partner portal (the signed-in
 * shell around it asks too, so the path decides as well as the route's rule), else /login.
 */
export function loginPathFor(access: RouteAccess, path: string): string {
  return access === 'partner' || partnerPortalPaths.test(path) ? PARTNER_LOGIN_PATH : LOGIN_PATH;
}

export function decideAccess(access: RouteAccess, session: SessionView, here: Here): AccessDecision {
  if (access === 'public') return { kind: 'render' };
  const early = redirectBeforeGuard(here);
  if (early) return early;
  if (access === 'signed-out') {
    // The sign-in and registration forms show while the session is checked (they are prerendered
    // and paint before any JavaScript); a visitor found signed in is then sent on. An account of
    // unknown type cannot use the app; it may sign in again here.
    if (session.status !== 'signed-in' || !knownUserType(session.user)) return { kind: 'render' };
    return { kind: 'redirect', to: safeReturnPath(here.from) ?? DEFAULT_SIGNED_IN_PATH };
  }
  if (session.status === 'loading') return { kind: 'loading', message: loadingMessageFor[access] };

  if (session.status === 'error') return { kind: 'error' };
  if (session.status === 'signed-out') return { kind: 'redirect', to: loginPathFor(access, here.path), from: here.path };

  const userType = knownUserType(session.user);
  if (!userType) return { kind: 'redirect', to: LOGIN_PATH };

  switch (access) {
    case 'signed-in':
    case 'partner':
      return { kind: 'render' };
    case 'verified':
      if (passesVerificationGate(session.user)) return { kind: 'render' };
      return { kind: 'redirect', to: VERIFICATION_REQUIRED_PATH, from: here.path };
    case 'admin':
      return userType === 'admin' ? { kind: 'render' } : { kind: 'redirect', to: DEFAULT_SIGNED_IN_PATH };
    case 'sponsor':
    case 'institution':
    case 'nsfas':
    case 'consultant':
      return userType === access ? { kind: 'render' } : { kind: 'redirect', to: UNAUTHORIZED_PATH };
  }
}

/**
 * /auth-redirect: admin to /admin/dashboard, sponsor to /sponsors/dashboard, institution to
 * /institutions/dashboard, an unverified student to /verification-required, everyone else
 * (counselors and NSFAS staff included) to /dashboard. An unknown type goes to /login.
 */
export function authRedirectTarget(user: { userType: string; isVerified: boolean }): string {
  return signedInLandingPath(user);
}
