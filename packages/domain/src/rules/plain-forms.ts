import { authTexts, emailConfirmationTexts, errorTexts, fillText, loginPortalTexts, passwordResetTexts, registrationTexts, signInTexts } from '../texts.ts';
import { formatListDate } from './dates.ts';
import { LOGIN_PORTALS, loginPagePathFor, PARTNER_LOGIN_LANDING } from './roles.ts';

// Sign-in and "forgot password" work as plain HTML form posts before any JavaScript has run
// (issue 33, decision 0424). The server answers a post with a redirect to the form's page, whose
// address names the outcome by a key from these lists, never by its text: a link cannot make
// Kusasa's page say something of the sender's choosing. The server fills the page in from the key,
// and the app shows the same text when it arrives.

export interface FormNotice {
  tone: 'error' | 'success';
  text: string;
}

export type PlainForm = 'sign-in' | 'password-reset';

const error = (text: string): FormNotice => ({ tone: 'error', text });

const NOTICES: Record<PlainForm, Record<string, FormNotice>> = {
  'sign-in': {
    'both-fields-required': error(signInTexts.bothFieldsRequired),
    'invalid-email': error(registrationTexts.emailInvalid),
    'invalid-credentials': error(signInTexts.invalidCredentials),
    'not-confirmed': error(emailConfirmationTexts.notConfirmed),
    'wrong-type-counselor': error(loginPortalTexts.wrongTypeCounselor),
    'wrong-type-institution': error(loginPortalTexts.wrongTypeInstitution),
    'wrong-type-nsfas': error(loginPortalTexts.wrongTypeNsfas),
    'wrong-type-sponsor': error(loginPortalTexts.wrongTypeSponsor),
    'wrong-type-student': error(loginPortalTexts.wrongTypeStudent),
    'rate-limited': error(errorTexts.rateLimited),
    'cross-site': error(authTexts.crossSiteRefused),
    failed: error(signInTexts.failed),
  },
  'password-reset': {
    sent: { tone: 'success', text: passwordResetTexts.requested },
    'invalid-email': error(registrationTexts.emailInvalid),
    'rate-limited': error(errorTexts.rateLimited),
    'cross-site': error(authTexts.crossSiteRefused),
    failed: error(passwordResetTexts.resetFallback),
  },
};

/** The sign-in lockout's notice, whose text names the moment the block ends ('until' in the address). */
const TOO_MANY_ATTEMPTS = 'too-many-attempts';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export interface PlainFormPage {
  form: PlainForm;
  /** The endpoint its form posts to. */
  action: string;
  /** Where a sign-in from this page lands, when not the account's own landing page (signedInLandingPath). */
  landing?: string;
}

const SIGN_IN_ACTION = '/api/auth/login';
const signInPage = (landing?: string): PlainFormPage => ({ form: 'sign-in', action: SIGN_IN_ACTION, ...(landing ? { landing } : {}) });

/**
 * The page of each plain form the server prerenders (decisions 0424, 0431): the general sign-in,
 * each audience's own sign-in page (the same form, naming its portal), and "forgot password".
 */
export const PLAIN_FORM_PAGES: Record<string, PlainFormPage> = {
  '/login': signInPage(),
  ...Object.fromEntries(Object.values(LOGIN_PORTALS).map((portal) => [portal.loginPath, signInPage()])),
  // Partners are not an account type: any account signs in there, then goes to the partner dashboard.
  '/partner/login': signInPage(PARTNER_LOGIN_LANDING),
  '/forgot-password': { form: 'password-reset', action: '/api/auth/forgot-password' },
};

/** The sign-in page a post came from (its `page` field, one of the list), else its portal's page. */
export function signInPageFor(fields: { page?: string; portal?: string }): string {
  const { page, portal } = fields;
  return page !== undefined && Object.hasOwn(PLAIN_FORM_PAGES, page) && PLAIN_FORM_PAGES[page]?.form === 'sign-in' ? page : loginPagePathFor(portal);
}

/** The notice a form's page address names (`?notice=…`), or null when it names none it knows. */
export function formNoticeFor(form: PlainForm, query: URLSearchParams): FormNotice | null {
  const key = query.get('notice');
  if (key === null) return null;
  const until = query.get('until');
  if (form === 'sign-in' && key === TOO_MANY_ATTEMPTS && until !== null && ISO_INSTANT.test(until) && !Number.isNaN(Date.parse(until))) {
    return error(fillText(signInTexts.tooManyAttempts, { dateTime: formatListDate(until) }));
  }
  return Object.hasOwn(NOTICES[form], key) ? (NOTICES[form][key] ?? null) : null;
}

/** The address of a form's page showing one of its notices by key. */
export function noticeAddress(page: string, key: string, until?: string): string {
  const query = new URLSearchParams({ notice: key, ...(until ? { until } : {}) });
  return `${page}?${query.toString()}`;
}

/** What a refused post was told (the API's error body): its message, a field's, the end of a lockout. */
export interface FormRefusal {
  message: string;
  fields?: Record<string, string>;
  blockedUntil?: string;
}

/** Where a refused post sends the browser: its page, naming the refusal's text by its key ('failed' when unlisted). */
export function refusalAddress(page: string, form: PlainForm, refusal: FormRefusal): string {
  if (form === 'sign-in' && refusal.blockedUntil) return noticeAddress(page, TOO_MANY_ATTEMPTS, refusal.blockedUntil);
  const texts = [...Object.values(refusal.fields ?? {}), refusal.message];
  const entries = Object.entries(NOTICES[form]).filter(([, notice]) => notice.tone === 'error');
  const key = texts.map((text) => entries.find(([, notice]) => notice.text === text)?.[0]).find(Boolean);
  return noticeAddress(page, key ?? 'failed');
}

/** The text standing for a notice's in the build's notice templates, which the server fills in. */
export const NOTICE_TEMPLATE_TEXT = '{notice}';
