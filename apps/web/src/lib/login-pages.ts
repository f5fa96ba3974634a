import { LOGIN_PORTALS, PARTNER_LOGIN_LANDING } from '@kusasa/domain/rules/roles';
import type { LoginPortalId } from '@kusasa/domain/schemas/auth';
import { signInTexts } from '@kusasa/domain/texts';

export interface LoginPageConfig {
  portal: LoginPortalId;
  title: string;
  intro: string;
  registerPath: string;
  registerLabel: string;
  /** Where a successful sign-in goes when no page is remembered (seed 000, "Login pages"). */
  afterLoginPath: string;
  /** Shown when the server gives no message. */
  fallbackError: string;
}

const LOGIN_FAILED = 'Login failed';

/** The login pages by path: the general /login and each audience's own page. */
const generalLogin: LoginPageConfig = {
  portal: 'any',
  title: 'Sign In',
  intro: 'Welcome back. Sign in to continue your applications.',
  registerPath: '/register',
  registerLabel: "Don't have an account? Register",
  afterLoginPath: '/auth-redirect',
  fallbackError: signInTexts.failed,
};

export const loginPages: Record<string, LoginPageConfig> = {
  '/login': generalLogin,
  '/students/login': {
    portal: 'student',
    title: 'Student Login',
    intro: 'Sign in to your learner account.',
    registerPath: LOGIN_PORTALS.student.registerPath,
    registerLabel: "Don't have an account? Register",
    afterLoginPath: LOGIN_PORTALS.student.afterLoginPath,
    fallbackError: LOGIN_FAILED,
  },
  '/counselors/login': {
    portal: 'consultant',
    title: 'Counselor Login',
    intro: 'Sign in to guide your learners.',
    registerPath: LOGIN_PORTALS.consultant.registerPath,
    registerLabel: 'New counselor? Register',
    afterLoginPath: LOGIN_PORTALS.consultant.afterLoginPath,
    fallbackError: LOGIN_FAILED,
  },
  '/institutions/login': {
    portal: 'institution',
    title: 'Institution Login',
    intro: 'Sign in to manage applications to your institution.',
    registerPath: LOGIN_PORTALS.institution.registerPath,
    registerLabel: 'New institution? Register',
    afterLoginPath: LOGIN_PORTALS.institution.afterLoginPath,
    fallbackError: LOGIN_FAILED,
  },
  '/nsfas/login': {
    portal: 'nsfas',
    title: 'NSFAS Login',
    intro: 'Sign in to the funding-agency staff area.',
    registerPath: LOGIN_PORTALS.nsfas.registerPath,
    registerLabel: 'New NSFAS staff member? Register',
    afterLoginPath: LOGIN_PORTALS.nsfas.afterLoginPath,
    fallbackError: LOGIN_FAILED,
  },
  '/sponsors/login': {
    portal: 'sponsor',
    title: 'Sponsor Login',
    intro: 'Sign in to follow the learners you sponsor.',
    registerPath: LOGIN_PORTALS.sponsor.registerPath,
    registerLabel: 'New sponsor? Register',
    afterLoginPath: LOGIN_PORTALS.sponsor.afterLoginPath,
    fallbackError: LOGIN_FAILED,
  },
  // Partners are not an account type: any account signs in, then the partner dashboard gate
  // (seed 002 section 4) looks for a partner record the user created.
  '/partner/login': {
    portal: 'any',
    title: 'Partner Login',
    intro: 'Sign in to your partner account.',
    registerPath: '/partner/register',
    registerLabel: 'New partner? Register',
    afterLoginPath: PARTNER_LOGIN_LANDING,
    fallbackError: LOGIN_FAILED,
  },
};

/** A login page's settings and its own path (the general /login's for an unknown path). */
export function loginPageFor(pathname: string): LoginPageConfig & { path: string } {
  const path = pathname.replace(/\/+$/, '');
  const page = Object.hasOwn(loginPages, path) ? loginPages[path] : undefined;
  return page ? { ...page, path } : { ...generalLogin, path: '/login' };
}
