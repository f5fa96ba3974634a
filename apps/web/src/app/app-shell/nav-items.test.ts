import { describe, expect, it } from 'vitest';
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
      '/sponsorships',
    ]);
  });

  it('adds the admin entries for admins, four of them on the desktop sidebar only', () => {
    const items = navItemsFor('admin');
    expect(items.map((item) => item.label)).toEqual([
      'Dashboard',
      'Applications',
      'Programs',
      'Subscription',
      'My Profile',
      'Admin Dashboard',
      'Analytics',
      'AI Training',
      'Partner CRM',
      'User Management',
      'Support Requests',
      'UI Lock System',
    ]);
    expect(items.filter((item) => item.desktopOnly).map((item) => item.to)).toEqual(['/admin/partners', '/admin/users', '/admin/support', '/admin/ui-lock']);
    expect(paths('student')).not.toContain('/admin');
  });

  it('leads sponsors and institutions to their own dashboards', () => {
    expect(paths('sponsor')[0]).toBe('/sponsors/dashboard');
    expect(paths('institution')[0]).toBe('/institutions/dashboard');
  });

  it('shows the first 5 items in the bottom bar', () => {
    expect(bottomBarItems(navItemsFor('admin')).map((item) => item.label)).toEqual(['Dashboard', 'Applications', 'Programs', 'Subscription', 'My Profile']);
  });

  it('titles the header after the current nav item, Dashboard by default', () => {
    const items = navItemsFor('admin');
    expect(shellTitle('/apply', items)).toBe('Applications');
    expect(shellTitle('/admin/users', items)).toBe('User Management');
    expect(shellTitle('/admin/sponsors/42', items)).toBe('Admin Dashboard');
    expect(shellTitle('/checkout', items)).toBe('Dashboard');
  });
});
