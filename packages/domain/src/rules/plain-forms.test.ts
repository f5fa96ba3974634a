import { describe, expect, it } from 'vitest';
import { formNoticeFor, PLAIN_FORM_PAGES, refusalAddress, signInPageFor } from './plain-forms.ts';

const notice = (form: 'sign-in' | 'password-reset', query: string) => formNoticeFor(form, new URLSearchParams(query));

describe('plain form notices (decision 0424)', () => {
  it('names a refusal by the key of its text, a field text first, else failed', () => {
    expect(refusalAddress('/login', 'sign-in', { message: 'Invalid email or password' })).toBe('/login?notice=invalid-credentials');
    expect(refusalAddress('/login', 'sign-in', { message: 'Validation failed', fields: { email: 'Both fields are required.' } })).toBe(
      '/login?notice=both-fields-required',
    );
    expect(refusalAddress('/login', 'sign-in', { message: 'An error occurred' })).toBe('/login?notice=failed');
    expect(refusalAddress('/forgot-password', 'password-reset', { message: 'x', fields: { email: 'Please enter a valid email address' } })).toBe(
      '/forgot-password?notice=invalid-email',
    );
  });

  it('turns a key back into its text and tone, and nothing else', () => {
    expect(notice('sign-in', 'notice=invalid-credentials')).toEqual({ tone: 'error', text: 'Invalid email or password' });
    expect(notice('password-reset', 'notice=sent')).toEqual({
      tone: 'success',
      text: 'If an account exists for this email, we have sent a link to reset your password.',
    });
    for (const query of [
      '',
      'notice=sent',
      'notice=constructor',
      'notice=Invalid%20email',
      'notice=too-many-attempts',
      'notice=too-many-attempts&until=soon',
    ]) {
      expect(notice('sign-in', query), query).toBeNull();
    }
  });

  it("writes the lockout's end in South African time", () => {
    const until = '2026-03-01T08:15:00.000Z';
    expect(notice('sign-in', `notice=too-many-attempts&until=${until}`)?.text).toBe('Too many sign-in attempts. Please try again after Mar 1, 10:15 AM.');
    expect(refusalAddress('/login', 'sign-in', { message: 'x', blockedUntil: until })).toBe(
      '/login?notice=too-many-attempts&until=2026-03-01T08%3A15%3A00.000Z',
    );
  });
});

describe('the sign-in pages a plain post comes from (decision 0431)', () => {
  it('lists /login and every audience sign-in page as a sign-in form, the partner page landing on its dashboard', () => {
    const signInPages = Object.entries(PLAIN_FORM_PAGES).filter(([, page]) => page.form === 'sign-in');
    expect(signInPages.map(([path]) => path).sort()).toEqual(
      ['/login', '/students/login', '/counselors/login', '/institutions/login', '/nsfas/login', '/sponsors/login', '/partner/login'].sort(),
    );
    expect(signInPages.filter(([, page]) => page.landing)).toEqual([['/partner/login', expect.objectContaining({ landing: '/partner-dashboard' })]]);
  });

  it("takes the posted page when it is a sign-in page, else the portal's page", () => {
    expect(signInPageFor({ page: '/partner/login', portal: 'any' })).toBe('/partner/login');
    expect(signInPageFor({ page: '/counselors/login', portal: 'consultant' })).toBe('/counselors/login');
    expect(signInPageFor({ page: '/forgot-password', portal: 'sponsor' })).toBe('/sponsors/login');
    expect(signInPageFor({ page: 'https://evil.example/login', portal: 'any' })).toBe('/login');
    expect(signInPageFor({ page: 'toString' })).toBe('/login');
    expect(signInPageFor({})).toBe('/login');
  });
});
