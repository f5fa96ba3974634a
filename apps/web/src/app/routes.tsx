// The route table. It mirrors the seeds' route tables (../../../shared/seeds, section 2 of each):
// every route they name exists here. Data only: app.tsx renders it, and a later change attaches
// guards per route from `access`.

import type { ComponentType } from 'react';

/** Who may open a route. Data only for now; the guards that enforce it come later. */
export type RouteAccess =
  | 'public' // anyone
  | 'signed-out' // signed-out visitors only (/login, /register)
  | 'signed-in' // any signed-in user
  | 'verified' // signed-in and verified (admins bypass the verification check)
  | 'admin'
  | 'sponsor'
  | 'institution';

export interface PageProps {
  /** The route's title: the page heading for placeholder pages, and the document title. */
  title: string;
}

export type PageModule = { default: ComponentType<PageProps> };

export interface AppRoute {
  path: string;
  title: string;
  access: RouteAccess;
  load: () => Promise<PageModule>;
}

const landing = () => import('../features/landing/landing-page');
const comingSoon = () => import('../features/status/coming-soon-page');
const accessDenied = () => import('../features/status/access-denied-page');
const notFound = () => import('../features/status/not-found-page');

type Entry = [path: string, title: string, access: RouteAccess, load?: () => Promise<PageModule>];

const entries: Entry[] = [
  // Public pages and sign-in entry points
  ['/', 'Home', 'public', landing],
  ['/home', 'Home', 'public', landing],
  ['/login', 'Sign In', 'signed-out'],
  ['/register', 'Create Your Account', 'signed-out'],
  ['/register/counselor', 'Counselor Registration', 'public'],
  ['/register/counselors', 'Counselor Registration', 'public'],
  ['/students/login', 'Student Login', 'public'],
  ['/counselors/login', 'Counselor Login', 'public'],
  ['/counselors/register', 'Counselor Registration', 'public'],
  ['/institutions/login', 'Institution Login', 'public'],
  ['/institutions/register', 'Institution Registration', 'public'],
  ['/nsfas/login', 'NSFAS Login', 'public'],
  ['/nsfas/register', 'NSFAS Registration', 'public'],
  ['/sponsors/login', 'Sponsor Login', 'public'],
  ['/sponsors/register', 'Sponsor Registration', 'public'],
  ['/partner/login', 'Partner Login', 'public'],
  ['/partner/register', 'Partner Registration', 'public'],
  ['/forgot-password', 'Forgot Password', 'public'],
  ['/reset-password', 'Reset Password', 'public'],
  ['/auth-redirect', 'Taking You to Your Account', 'signed-in'],
  ['/verification-required', 'Verification Required', 'public'],
  ['/unauthorized', 'Access Denied', 'public', accessDenied],
  ['/privacy-policy', 'Privacy Policy', 'public'],
  ['/refund-policy', 'Refund Policy', 'public'],
  ['/terms-of-service', 'Terms of Service', 'public'],
  ['/faqs', 'Frequently Asked Questions', 'public'],
  ['/testimonials', 'Learner Stories', 'public'],
  ['/meet-thandi', 'Meet Thandi', 'public'],
  ['/pricing', 'Pricing', 'public'],
  ['/institutions', 'Institutions', 'public'],
  ['/institutions/:id', 'Institution Details', 'public'],
  ['/partner-inquiry', 'Partner With Kusasa', 'public'],
  ['/career-guidance', 'Career Guidance', 'public'],
  ['/consultations', 'Consultations', 'public'],
  ['/aps-calculator', 'APS Calculator', 'public'],
  ['/sponsorships', 'Sponsorships', 'public'],
  ['/support', 'Support', 'public'],
  ['/profile-demo', 'Profile Demo', 'public'],

  // Signed-in student area
  ['/dashboard', 'Dashboard', 'verified'],
  ['/apply', 'Applications', 'verified'],
  ['/subscription', 'Subscription', 'verified'],
  ['/profile-completion', 'Complete Your Profile', 'signed-in'],
  ['/profile', 'My Profile', 'signed-in'],
  ['/programs', 'Programs', 'signed-in'],
  ['/thandi', 'Chat with Thandi', 'signed-in'],
  ['/sponsorships/apply', 'Apply for Sponsorship', 'signed-in'],
  ['/sponsorships/status', 'My Sponsorship Applications', 'signed-in'],

  // Plans and payments
  ['/checkout', 'Checkout', 'signed-in'],
  ['/payment-plan-setup', 'Payment Plan Setup', 'signed-in'],
  ['/payment-success', 'Payment Status', 'signed-in'],
  ['/payment-cancelled', 'Payment Cancelled', 'signed-in'],
  ['/partner/checkout', 'Partner Checkout', 'signed-in'],

  // Other audiences
  ['/sponsors/dashboard', 'Sponsor Dashboard', 'sponsor'],
  ['/institutions/dashboard', 'Institution Dashboard', 'institution'],
  ['/partner-dashboard', 'Partner Dashboard', 'admin'],

  // Admin
  ['/admin', 'Admin Dashboard', 'admin'],
  ['/admin/dashboard', 'Admin Dashboard', 'admin'],
  ['/admin/analytics', 'Analytics', 'admin'],
  ['/admin/ai-training', 'AI Training', 'admin'],
  ['/admin/users', 'User Management', 'admin'],
  ['/admin/payment-recovery', 'Payment Recovery Management', 'admin'],
  ['/admin/ui-lock', 'UI Lock System', 'admin'],
  ['/admin/sponsors', 'Sponsor Management', 'admin'],
  ['/admin/sponsors/:id', 'Sponsor Profile', 'admin'],
  ['/admin/partners', 'Institution & Partner Management', 'admin'],
  ['/admin/partners/new', 'Add Partner', 'admin'],
  ['/admin/partners/inquiries', 'Partner Inquiries', 'admin'],
  ['/admin/partners/tiers', 'Partner Tiers', 'admin'],
  ['/admin/partners/analytics', 'Partner Analytics', 'admin'],
  ['/admin/partners/:id', 'Partner Details', 'admin'],
  ['/admin/partners-old', 'Partners (Previous Version)', 'admin'],
  ['/admin/partners-old/inquiries', 'Partner Inquiries (Previous Version)', 'admin'],
  ['/admin/partners-old/tiers', 'Partner Tiers (Previous Version)', 'admin'],
  ['/admin/partners-old/:id', 'Partner Details (Previous Version)', 'admin'],

  // Anything else
  ['*', 'Page Not Found', 'public', notFound],
];

export const appRoutes: readonly AppRoute[] = entries.map(([path, title, access, load = comingSoon]) => ({ path, title, access, load }));
