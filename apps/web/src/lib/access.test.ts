import { describe, expect, it } from 'vitest';
import { statusTexts } from '@kusasa/domain/status-texts';
import { type AccessDecision, type RouteAccess, type SessionView, authRedirectTarget, decideAccess, safeReturnPath } from './access';

const user = (userType: string, isVerified = true): SessionView => ({ status: 'signed-in', user: { userType, isVerified } });
const loading: SessionView = { status: 'loading' };
const failed: SessionView = { status: 'error' };
const signedOut: SessionView = { status: 'signed-out' };

const render: AccessDecision = { kind: 'render' };
const to = (path: string, from?: string): AccessDecision => (from ? { kind: 'redirect', to: path, from } : { kind: 'redirect', to: path });

const here = { path: '/apply?draft=1' };

// [route access, session, expected decision]
const table: [RouteAccess, SessionView, AccessDecision][] = [
  // public pages render for anyone, even while the session loads
  ['public', loading, render],
  ['public', signedOut, render],
  ['public', user('admin'), render],

  // loading messages while access is checked; /login and /register show their form meanwhile
  ['signed-out', loading, render],
  ['signed-in', loading, { kind: 'loading', message: statusTexts.loading.account }],
  ['verified', loading, { kind: 'loading', message: statusTexts.loading.profile }],
  ['admin', loading, { kind: 'loading', message: statusTexts.loading.permissions }],
  ['sponsor', loading, { kind: 'loading', message: statusTexts.loading.access }],
  ['institution', loading, { kind: 'loading', message: statusTexts.loading.access }],
  ['partner', loading, { kind: 'loading', message: statusTexts.loading.access }],

  // /login and /register: signed-out visitors only; signed-in users go to /dashboard
  ['signed-out', signedOut, render],
  ['signed-out', failed, render],
  ['signed-out', user('student'), to('/dashboard')],
  ['signed-out', user('admin'), to('/dashboard')],
  ['signed-out', user('martian'), render],

  // protected pages send signed-out visitors to /login, remembering where they were going
  ['signed-in', signedOut, to('/login', '/apply?draft=1')],
  ['verified', signedOut, to('/login', '/apply?draft=1')],
  ['admin', signedOut, to('/login', '/apply?draft=1')],
  ['sponsor', signedOut, to('/login', '/apply?draft=1')],
  ['institution', signedOut, to('/login', '/apply?draft=1')],
  ['verified', failed, { kind: 'error' }],

  // an unknown or missing user type goes to /login
  ['signed-in', user('martian'), to('/login')],
  ['verified', user(''), to('/login')],
  ['admin', user('superuser'), to('/login')],

  // any signed-in user
  ['signed-in', user('student', false), render],
  ['signed-in', user('sponsor', false), render],

  // verification gate (the learner's identity check): unverified students to /verification-required
  // (path remembered); admins bypass it, and the other audiences have no ID number to check
  ['verified', user('student'), render],
  ['verified', user('student', false), to('/verification-required', '/apply?draft=1')],
  ['verified', user('consultant', false), render],
  ['verified', user('nsfas', false), render],
  ['verified', user('sponsor', false), render],
  ['verified', user('institution', false), render],
  ['verified', user('admin', false), render],

  // admin-only routes: non-admins to /dashboard
  ['admin', user('admin', false), render],
  ['admin', user('student'), to('/dashboard')],
  ['admin', user('sponsor'), to('/dashboard')],
  ['admin', user('institution'), to('/dashboard')],

  // sponsor-only and institution-only areas: any other type to /unauthorized
  ['sponsor', user('sponsor', false), render],
  ['sponsor', user('student'), to('/unauthorized')],
  ['sponsor', user('admin'), to('/unauthorized')],
  ['institution', user('institution', false), render],
  ['institution', user('sponsor'), to('/unauthorized')],
  ['institution', user('nsfas'), to('/unauthorized')],
  ['nsfas', loading, { kind: 'loading', message: statusTexts.loading.access }],
  ['nsfas', signedOut, to('/login', '/apply?draft=1')],
  ['nsfas', user('nsfas', false), render],
  ['nsfas', user('student'), to('/unauthorized')],
  ['nsfas', user('admin'), to('/unauthorized')],
  ['consultant', loading, { kind: 'loading', message: statusTexts.loading.access }],
  ['consultant', signedOut, to('/login', '/apply?draft=1')],
  ['consultant', user('consultant', false), render],
  ['consultant', user('student'), to('/unauthorized')],
  ['consultant', user('nsfas'), to('/unauthorized')],
  ['consultant', user('admin'), to('/unauthorized')],

  // the partner portal (seed 002 section 4): signed out to /partner/login; any account, then the page's gate
  ['partner', signedOut, to('/partner/login', '/apply?draft=1')],
  ['partner', user('institution', false), render],
  ['partner', user('student'), render],
  ['partner', user('admin'), render],
  ['partner', user('martian'), to('/login')],
];

describe('a free plan at checkout (seed 002)', () => {
  it.each([
    ['signed out', signedOut],
    ['still loading', loading],
    ['a student', user('student')],
    ['an unverified student', user('student', false)],
    ['an admin', user('admin')],
  ])('sends %s from /checkout?plan=starter to /register', (_who, session) => {
    expect(decideAccess('signed-in', session, { path: '/checkout?plan=starter' })).toEqual(to('/register'));
  });

  it('leaves a paid plan, an unknown plan and other pages to the guard', () => {
    expect(decideAccess('signed-in', signedOut, { path: '/checkout?plan=essential' })).toEqual(to('/login', '/checkout?plan=essential'));
    expect(decideAccess('signed-in', signedOut, { path: '/checkout?plan=nonsense' })).toEqual(to('/login', '/checkout?plan=nonsense'));
    expect(decideAccess('signed-in', signedOut, { path: '/payment-plan-setup?plan=starter' })).toEqual(to('/login', '/payment-plan-setup?plan=starter'));
  });
});

describe('the partner portal', () => {
  it.each([
    ['/partner-dashboard', '/partner/login'],
    ['/partner-dashboard?partner=1', '/partner/login'],
    ['/partner/checkout?m_payment_id=KUS-1', '/partner/login'],
    ['/partner-dashboards', '/login'],
    ['/dashboard', '/login'],
  ])('a signed-out visitor of %s (the shell asks as signed-in) is sent to %s', (path, login) => {
    expect(decideAccess('signed-in', { status: 'signed-out' }, { path })).toEqual({ kind: 'redirect', to: login, from: path });
  });
});

describe('decideAccess', () => {
  it.each(table)('%s route, session %j -> %j', (access, session, expected) => {
    expect(decideAccess(access, session, here)).toEqual(expected);
  });

  it('sends a signed-in user on a signed-out page back to the remembered path', () => {
    expect(decideAccess('signed-out', user('student'), { path: '/login', from: '/subscription?tab=billing' })).toEqual(to('/subscription?tab=billing'));
  });

  it('ignores a remembered path that leaves the app or goes in a circle', () => {
    for (const from of ['https://evil.example/', '//evil.example', '/\\evil.example', '/login', '/register?plan=pro-ai', 42, null]) {
      expect(decideAccess('signed-out', user('student'), { path: '/login', from }), String(from)).toEqual(to('/dashboard'));
    }
  });
});

describe('safeReturnPath', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeReturnPath('/checkout?plan=essential#pay')).toBe('/checkout?plan=essential#pay');
    expect(safeReturnPath('/')).toBe('/');
  });
});

describe('authRedirectTarget', () => {
  const cases: [string, boolean, string][] = [
    ['admin', true, '/admin/dashboard'],
    ['admin', false, '/admin/dashboard'],
    ['sponsor', false, '/sponsors/dashboard'],
    ['sponsor', true, '/sponsors/dashboard'],
    ['institution', false, '/institutions/dashboard'],
    ['institution', true, '/institutions/dashboard'],
    ['student', false, '/verification-required'],
    ['consultant', false, '/dashboard'],
    ['nsfas', false, '/dashboard'],
    ['student', true, '/dashboard'],
    ['consultant', true, '/dashboard'],
    ['nsfas', true, '/dashboard'],
    ['unknown', true, '/login'],
  ];
  it.each(cases)('%s (verified %s) -> %s', (userType, isVerified, expected) => {
    expect(authRedirectTarget({ userType, isVerified })).toBe(expected);
  });
});
