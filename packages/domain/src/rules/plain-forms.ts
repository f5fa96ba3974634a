import { authTexts, emailConfirmationTexts, errorTexts, fillText, loginPortalTexts, passwordResetTexts, registrationTexts, signInTexts } from '../texts.ts';
import { formatListDate } from './dates.ts';

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

/** The page of each plain form the server prerenders, and the endpoint its form posts to. */
export const PLAIN_FORM_PAGES: Record<string, { form: PlainForm; action: string }> = {
  '/login': { form: 'sign-in', action: '/api/auth/login' },
  '/forgot-password': { form: 'password-reset', action: '/api/auth/forgot-password' },
};

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
