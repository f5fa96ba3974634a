import { describe, expect, it } from 'vitest';
import { ROUTE_INVENTORY, routeInventoryTotals } from './route-inventory.ts';

const audienceOf = (path: string) => ROUTE_INVENTORY.find((route) => route.path === path)?.audience;

describe('the route inventory', () => {
  it('lists each path once', () => {
    const paths = ROUTE_INVENTORY.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps seed 000's admin-only routes for admins", () => {
    const adminOnly = [
      '/admin/ui-lock',
      '/admin/payment-recovery',
      '/admin/partners',
      '/admin/partners/:id',
      '/admin/partners-old',
      '/admin/partners-old/inquiries',
      '/admin/partners-old/:id',
      '/admin/partners-old/tiers',
      '/admin/dashboard',
      '/admin/sponsors',
      '/admin/sponsors/:id',
      '/admin/users',
      '/admin/analytics',
      '/admin/ai-training',
    ];
    expect(adminOnly.map(audienceOf)).toEqual(adminOnly.map(() => 'admin'));
  });

  it('keeps both readings of /partner-dashboard: admins read any partner, the seed gate lets owners read their own (decision 0163)', () => {
    expect(audienceOf('/partner-dashboard')).toBe('partner');
  });

  it("holds the admin shell's navigation and the role-guarded areas (seed 000)", () => {
    for (const path of ['/admin', '/admin/analytics', '/admin/ai-training', '/admin/partners', '/admin/users', '/admin/ui-lock'])
      expect(audienceOf(path), path).toBe('admin');
    expect(audienceOf('/sponsors/dashboard')).toBe('sponsor');
    expect(audienceOf('/institutions/dashboard')).toBe('institution');
    expect(audienceOf('/nsfas/learners/:learnerId')).toBe('nsfas');
    expect(audienceOf('/sponsors/matches')).toBe('sponsor');
    expect(['/admin/nsfas-accounts', '/admin/funding-cycles'].map(audienceOf)).toEqual(['admin', 'admin']);
    expect(audienceOf('/counselors/learners/:learnerId')).toBe('consultant');
    expect(audienceOf('/admin/counselor-accounts')).toBe('admin');
    expect(audienceOf('/counselor')).toBe('signed-in');
    expect(['/login', '/register'].map(audienceOf)).toEqual(['signed-out', 'signed-out']);
    expect(['/dashboard', '/subscription', '/apply'].map(audienceOf)).toEqual(['verified', 'verified', 'verified']);
  });

  it("holds seed 002's legal, pricing and payment pages", () => {
    for (const path of [
      '/privacy-policy',
      '/refund-policy',
      '/terms-of-service',
      '/pricing',
      '/checkout',
      '/payment-plan-setup',
      '/payment-success',
      '/payment-cancelled',
      '/subscription',
      '/partner-inquiry',
      '/sponsorships',
    ]) {
      expect(audienceOf(path), path).toBeDefined();
    }
  });

  it('counts routes, built ones and each audience', () => {
    const totals = routeInventoryTotals([
      { path: '/a', title: 'A', audience: 'public', group: 'public', built: true },
      { path: '/b', title: 'B', audience: 'admin', group: 'admin', built: false },
      { path: '/c', title: 'C', audience: 'admin', group: 'admin', built: true },
    ]);
    expect(totals).toEqual({
      routes: 3,
      built: 2,
      notBuilt: 1,
      byAudience: { public: 1, 'signed-out': 0, 'signed-in': 0, verified: 0, admin: 2, sponsor: 0, institution: 0, partner: 0, nsfas: 0, consultant: 0 },
    });
    expect(routeInventoryTotals().routes).toBe(ROUTE_INVENTORY.length);
  });
});
