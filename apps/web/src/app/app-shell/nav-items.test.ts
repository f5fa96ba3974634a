import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '@kusasa/domain/rules/roles';
import { type Here, decideAccess } from '../../lib/access';
import { appRoutes, builtRoutePaths } from '../routes';
import { bottomBarItems, navItemsFor, shellTitle } from './nav-items';

const paths = (userType: string) => navItemsFor(userType).map((item) => item.to);

describe('shell nav', () => {
  it('gives students the five main entries and the student shell extras', () => {
    expect(paths('student')).toEqual([
      '/dashboard',
      '/apply',
      '/programs',
      '/subscription',
      '/profile',
      '/career-guidance',
      '/consultations',
      '/thandi',
      '/funding',
      '/counselor',
      '/deadlines',
      '/reviews',
      '/roadmap',
      '/sponsorships',
    ]);
  });

  it("gives admins the seed's admin entries first, then the applications overview, sponsors and payment recovery", () => {
    const items = navItemsFor('admin');
    expect(bottomBarItems(items).map((item) => item.label)).toEqual(['Admin Dashboard', 'Analytics', 'AI Training', 'Applications', 'Sponsor Management']);
    expect(items.map((item) => item.to)).toEqual(expect.arrayContaining(['/admin/partners', '/admin/users', '/admin/ui-lock', '/admin/payment-recovery']));
    expect(paths('admin')).not.toContain('/dashboard');
    expect(paths('student')).not.toContain('/admin');
  });

  it('leads sponsors and institutions to their own dashboards, and no one but learners to /apply or plans', () => {
    expect(paths('sponsor')[0]).toBe('/sponsors/dashboard');
    expect(paths('institution')[0]).toBe('/institutions/dashboard');
    expect(paths('sponsor')).toContain('/sponsors/matches');
    expect(paths('nsfas')[0]).toBe('/dashboard');
    expect(paths('admin')).toEqual(expect.arrayContaining(['/admin/nsfas-accounts', '/admin/funding-cycles', '/admin/counselor-accounts', '/admin/reminders']));
    expect(paths('consultant')[0]).toBe('/dashboard');
    expect(paths('consultant')).not.toContain('/counselor');
    // Issue 31: counselors and admins answer document reviews; NSFAS staff do not.
    expect(paths('consultant')[1]).toBe('/counselors/reviews');
    expect(paths('admin')).toContain('/admin/reviews');
    expect(paths('nsfas')).not.toContain('/counselors/reviews');
    expect(paths('consultant')).toContain('/counselors/consultations');
    for (const userType of ['admin', 'institution', 'sponsor', 'consultant', 'nsfas']) {
      expect(paths(userType)).not.toContain('/apply');
      expect(paths(userType)).not.toContain('/subscription');
    }
  });

  it('lists for every audience only pages of the route table its guard lets it open', () => {
    const here: Here = { path: '/' };
    for (const userType of USER_TYPES) {
      for (const item of navItemsFor(userType, builtRoutePaths)) {
        const route = appRoutes.find((candidate) => candidate.path === item.to);
        expect(route, `${userType} → ${item.to}`).toBeDefined();
        const session = { status: 'signed-in' as const, user: { userType, isVerified: true } };
        expect(decideAccess(route!.access, session, here).kind, `${userType} → ${item.to}`).toBe('render');
      }
    }
  });

  it('leaves out an entry whose page is not in the route table', () => {
    expect(navItemsFor('institution', new Set(['/institutions/dashboard', '/profile'])).map((item) => item.to)).toEqual([
      '/institutions/dashboard',
      '/profile',
    ]);
  });

  it('titles the header after the current nav item, Dashboard by default', () => {
    const items = navItemsFor('admin');
    expect(shellTitle('/admin/users', items)).toBe('User Management');
    expect(shellTitle('/admin/sponsors/42', items)).toBe('Sponsor Management');
    expect(shellTitle('/checkout', items)).toBe('Dashboard');
    expect(shellTitle('/apply', navItemsFor('student'))).toBe('Applications');
  });
});
