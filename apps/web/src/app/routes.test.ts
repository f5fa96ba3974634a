import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

// Every route named in the seeds' route tables (seeds 000, 001 and 002, section 2).
const seedRoutes = [
  '/',
  '/home',
  '/login',
  '/register',
  '/register/counselor',
  '/register/counselors',
  '/students/login',
  '/counselors/login',
  '/counselors/register',
  '/institutions/login',
  '/institutions/register',
  '/nsfas/login',
  '/nsfas/register',
  '/sponsors/login',
  '/sponsors/register',
  '/forgot-password',
  '/reset-password',
  '/auth-redirect',
  '/verification-required',
  '/unauthorized',
  '/privacy-policy',
  '/refund-policy',
  '/terms-of-service',
  '/faqs',
  '/testimonials',
  '/meet-thandi',
  '/pricing',
  '/institutions',
  '/institutions/:id',
  '/programs',
  '/partner-inquiry',
  '/career-guidance',
  '/consultations',
  '/dashboard',
  '/profile-completion',
  '/profile',
  '/profile-demo',
  '/apply',
  '/subscription',
  '/sponsorships',
  '/sponsorships/apply',
  '/sponsorships/status',
  '/checkout',
  '/payment-plan-setup',
  '/payment-success',
  '/payment-cancelled',
  '/support',
  '/partner-dashboard',
  '/partner/login',
  '/partner/register',
  '/partner/checkout',
  '/sponsors/dashboard',
  '/institutions/dashboard',
  '/institutions/integrations',
  '/admin',
  '/admin/dashboard',
  '/admin/analytics',
  '/admin/ai-training',
  '/admin/users',
  '/admin/payment-recovery',
  '/admin/ui-lock',
  '/admin/sponsors',
  '/admin/sponsors/:id',
  '/admin/partners',
  '/admin/partners/new',
  '/admin/partners/inquiries',
  '/admin/partners/tiers',
  '/admin/partners/analytics',
  '/admin/partners/:id',
  '/admin/partners-old',
  '/admin/partners-old/inquiries',
  '/admin/partners-old/:id',
  '/admin/partners-old/tiers',
  '*',
];

// Admin-only in seed 000 ("Admin-only routes"). /partner-dashboard is also listed there, but seed 002
// gives it to the partner who created the record: owners see their own, admins any (decision 0163).
const adminOnly = seedRoutes.filter((path) => path.startsWith('/admin'));

describe('route table', () => {
  const paths = appRoutes.map((route) => route.path);

  it('has each path once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('includes every route of the seeds', () => {
    expect(paths).toEqual(expect.arrayContaining(seedRoutes));
  });

  it('ends with the catch-all not-found route', () => {
    expect(paths.at(-1)).toBe('*');
  });

  it('marks the admin-only routes admin and keeps /login and /register for signed-out visitors', () => {
    const access = new Map(appRoutes.map((route) => [route.path, route.access]));
    for (const path of adminOnly) expect(access.get(path), path).toBe('admin');
    expect(access.get('/login')).toBe('signed-out');
    expect(access.get('/register')).toBe('signed-out');
    expect(access.get('/sponsors/dashboard')).toBe('sponsor');
    expect(access.get('/institutions/dashboard')).toBe('institution');
    expect(access.get('/partner-dashboard')).toBe('partner');
    expect(access.get('/partner/checkout')).toBe('partner');
  });

  it('gives every route a title and a page module with a component', async () => {
    const loads = [...new Set(appRoutes.map((route) => route.load))];
    const modules = await Promise.all(loads.map((load) => load()));
    for (const module of modules) expect(typeof module.default).toBe('function');
    for (const route of appRoutes) expect(route.title.trim(), route.path).not.toBe('');
  });
});
