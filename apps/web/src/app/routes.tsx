// The route table. It mirrors the seeds' route tables (../../../shared/seeds, section 2 of each):
// every route they name exists here. Data only: app.tsx renders it, guarding each route by its
// `access` rule (lib/access.ts) inside the route's `layout`. A page that shows more than one
// feature is composed in ./pages; every other page is its feature's own module.

import type { ComponentType } from 'react';
import type { PageProps } from '../lib/page-props';
import type { RouteAccess } from '../lib/access';

export type PageModule = { default: ComponentType<PageProps> };

/**
 * Where a route renders: 'public' in the public header and footer; 'session' there too, inside
 * the lazily loaded session scope (TanStack Query, the session); 'app' in the signed-in app shell.
 */
export type RouteLayout = 'public' | 'session' | 'app';

export interface AppRoute {
  path: string;
  title: string;
  access: RouteAccess;
  layout: RouteLayout;
  load: () => Promise<PageModule>;
  /** A real page, not the "Coming soon" placeholder: what the component inventory reports. */
  built: boolean;
}

const landing = () => import('../features/landing/landing-page');
const comingSoon = () => import('../features/status/coming-soon-page');
const accessDenied = () => import('../features/status/access-denied-page');
const notFound = () => import('../features/status/not-found-page');
const login = () => import('../features/auth/login/login-page');
const register = () => import('../features/auth/register/register-page');
const forgotPassword = () => import('../features/auth/password/forgot-password-page');
const resetPassword = () => import('../features/auth/password/reset-password-page');
const authRedirect = () => import('../features/auth/auth-redirect-page');
const verificationRequired = () => import('../features/auth/verification/verification-required-page');
const confirmEmail = () => import('../features/auth/email-confirmation/confirm-email-page');
const counselorRegister = () => import('../features/audience-registration/counselor-registration-page');
const institutionRegister = () => import('../features/audience-registration/institution-registration-page');
const nsfasRegister = () => import('../features/audience-registration/nsfas-registration-page');
const sponsorRegister = () => import('../features/audience-registration/sponsor-registration-page');
const profile = () => import('./pages/profile-page');
const profileWizard = () => import('./pages/profile-wizard-page');
const apply = () => import('../features/applications/apply-page');
const adminDashboard = () => import('../features/admin-dashboard/admin-dashboard-page');
const adminUsers = () => import('../features/admin-users/users-page');
const institutions = () => import('../features/catalogue/institutions-page');
const institutionDetail = () => import('../features/catalogue/institution-detail-page');
const programs = () => import('./pages/programs-page');
const apsCalculator = () => import('../features/aps/aps-calculator-page');
const pricing = () => import('../features/pricing/pricing-page');
const checkout = () => import('./pages/checkout-page');
const paymentPlanSetup = () => import('../features/checkout/payment-plan-setup-page');
const paymentSuccess = () => import('../features/payments/payment-success-page');
const paymentCancelled = () => import('../features/payments/payment-cancelled-page');
const subscription = () => import('./pages/subscription-page');
const adminPaymentRecovery = () => import('../features/admin-payment-recovery/payment-recovery-page');
const dashboard = () => import('./pages/dashboard-page');
const careerGuidance = () => import('../features/guidance/career-guidance-page');
const consultations = () => import('../features/guidance/consultations-page');
const adminPartners = () => import('../features/admin-partners/partners-page');
const adminPartnerNew = () => import('../features/admin-partners/new-partner-page');
const adminPartnerDetail = () => import('../features/admin-partners/partner-detail-page');
const adminPartnerInquiries = () => import('../features/admin-partners/inquiries-page');
const adminPartnerTiers = () => import('../features/admin-partners/tiers-page');
const adminPartnerAnalytics = () => import('../features/admin-partners/analytics-page');
const oldPartnerCrm = () => import('../features/admin-partners/old-crm-redirect');
const partnerInquiry = () => import('../features/partners/inquiry-page');
const partnerRegister = () => import('../features/partners/register-page');
const partnerDashboard = () => import('../features/partners/dashboard-page');
const partnerCheckout = () => import('./pages/partner-checkout-page');
const institutionDashboard = () => import('../features/institution-dashboard/institution-dashboard-page');
const institutionInbox = () => import('../features/institution-applications/inbox-page');
const institutionApplication = () => import('../features/institution-applications/application-page');
const privacyPolicy = () => import('../features/legal/privacy-policy-page');
const refundPolicy = () => import('../features/legal/refund-policy-page');
const termsOfService = () => import('../features/legal/terms-of-service-page');
const uiLock = () => import('../features/maintenance/ui-lock-page');
const adminAnalytics = () => import('../features/admin-analytics/analytics-page');
const sponsorships = () => import('../features/sponsorships/sponsorships-page');
const applySponsorship = () => import('../features/sponsorships/apply-sponsorship-page');
const sponsorshipStatus = () => import('../features/sponsorships/sponsorship-status-page');
const sponsorDashboard = () => import('../features/sponsor-dashboard/sponsor-dashboard-page');
const adminSponsors = () => import('../features/admin-sponsors/sponsor-management-page');
const adminSponsorProfile = () => import('../features/admin-sponsors/sponsor-profile-page');
const thandi = () => import('../features/assistant/thandi-page');
const meetThandi = () => import('../features/assistant/meet-thandi-page');
const faqs = () => import('../features/assistant/faqs-page');
const aiTraining = () => import('../features/assistant/ai-training-page');
const profileDemo = () => import('../features/profile-demo/profile-demo-page');
const testimonials = () => import('../features/testimonials/testimonials-page');
const support = () => import('../features/support/support-page');
const adminSupport = () => import('../features/support/admin-support-page');

// Pages that need the session but show in the public layout.
const sessionPages = new Set<() => Promise<PageModule>>([
  login,
  register,
  forgotPassword,
  resetPassword,
  authRedirect,
  verificationRequired,
  confirmEmail,
  counselorRegister,
  institutionRegister,
  nsfasRegister,
  sponsorRegister,
  institutions,
  institutionDetail,
  apsCalculator,
  pricing,
  careerGuidance,
  partnerRegister,
  faqs,
  support,
  testimonials,
]);

type Entry = [path: string, title: string, access: RouteAccess, load?: () => Promise<PageModule>];

const entries: Entry[] = [
  // Public pages and sign-in entry points
  ['/', 'Home', 'public', landing],
  ['/home', 'Home', 'public', landing],
  ['/login', 'Sign In', 'signed-out', login],
  ['/register', 'Create Your Account', 'signed-out', register],
  ['/register/counselor', 'Counselor Registration', 'public', counselorRegister],
  ['/register/counselors', 'Counselor Registration', 'public', counselorRegister],
  ['/students/login', 'Student Login', 'public', login],
  ['/counselors/login', 'Counselor Login', 'public', login],
  ['/counselors/register', 'Counselor Registration', 'public', counselorRegister],
  ['/institutions/login', 'Institution Login', 'public', login],
  ['/institutions/register', 'Institution Registration', 'public', institutionRegister],
  ['/nsfas/login', 'NSFAS Login', 'public', login],
  ['/nsfas/register', 'NSFAS Registration', 'public', nsfasRegister],
  ['/sponsors/login', 'Sponsor Login', 'public', login],
  ['/sponsors/register', 'Sponsor Registration', 'public', sponsorRegister],
  ['/partner/login', 'Partner Login', 'public', login],
  ['/partner/register', 'Partner Registration', 'public', partnerRegister],
  ['/forgot-password', 'Forgot Password', 'public', forgotPassword],
  ['/reset-password', 'Reset Password', 'public', resetPassword],
  ['/auth-redirect', 'Taking You to Your Account', 'signed-in', authRedirect],
  ['/verification-required', 'Verification Required', 'public', verificationRequired],
  ['/confirm-email', 'Confirm Your Email', 'public', confirmEmail],
  ['/unauthorized', 'Access Denied', 'public', accessDenied],
  ['/privacy-policy', 'Privacy Policy', 'public', privacyPolicy],
  ['/refund-policy', 'Refund Policy', 'public', refundPolicy],
  ['/terms-of-service', 'Terms of Service', 'public', termsOfService],
  ['/faqs', 'Frequently Asked Questions', 'public', faqs],
  ['/testimonials', 'Learner Stories', 'public', testimonials],
  ['/meet-thandi', 'Meet Thandi', 'public', meetThandi],
  ['/pricing', 'Pricing', 'public', pricing],
  ['/institutions', 'Institutions', 'public', institutions],
  ['/institutions/:id', 'Institution Details', 'public', institutionDetail],
  ['/partner-inquiry', 'Partner With Kusasa', 'public', partnerInquiry],
  ['/career-guidance', 'Career Guidance', 'public', careerGuidance],
  ['/consultations', 'Consultations', 'public', consultations],
  ['/aps-calculator', 'APS Calculator', 'public', apsCalculator],
  ['/sponsorships', 'Sponsorships', 'public', sponsorships],
  ['/support', 'Support', 'public', support],
  ['/profile-demo', 'Profile Demo', 'public', profileDemo],

  // Signed-in student area
  ['/dashboard', 'Dashboard', 'verified', dashboard],
  ['/apply', 'Applications', 'verified', apply],
  ['/subscription', 'Subscription', 'verified', subscription],
  ['/profile-completion', 'Complete Your Profile', 'signed-in', profileWizard],
  ['/profile', 'My Profile', 'signed-in', profile],
  ['/programs', 'Programs', 'signed-in', programs],
  ['/thandi', 'Chat with Thandi', 'signed-in', thandi],
  ['/sponsorships/apply', 'Apply for Sponsorship', 'signed-in', applySponsorship],
  ['/sponsorships/status', 'My Sponsorship Applications', 'signed-in', sponsorshipStatus],

  // Plans and payments
  ['/checkout', 'Checkout', 'signed-in', checkout],
  ['/payment-plan-setup', 'Payment Plan Setup', 'signed-in', paymentPlanSetup],
  ['/payment-success', 'Payment Status', 'signed-in', paymentSuccess],
  ['/payment-cancelled', 'Payment Cancelled', 'signed-in', paymentCancelled],
  ['/partner/checkout', 'Partner Checkout', 'partner', partnerCheckout],

  // Other audiences
  ['/sponsors/dashboard', 'Sponsor Dashboard', 'sponsor', sponsorDashboard],
  ['/institutions/dashboard', 'Institution Dashboard', 'institution', institutionDashboard],
  // The inbox and decisions (issue 25).
  ['/institutions/applications', 'Applications', 'institution', institutionInbox],
  ['/institutions/applications/:id', 'Application', 'institution', institutionApplication],
  // Owners see their own, admins any partner's (?partner={id}); decision 0163.
  ['/partner-dashboard', 'Partner Dashboard', 'partner', partnerDashboard],

  // Admin
  ['/admin', 'Admin Dashboard', 'admin', adminDashboard],
  ['/admin/dashboard', 'Admin Dashboard', 'admin', adminDashboard],
  ['/admin/analytics', 'Analytics', 'admin', adminAnalytics],
  ['/admin/ai-training', 'AI Training', 'admin', aiTraining],
  ['/admin/users', 'User Management', 'admin', adminUsers],
  // Contact Us requests (issue 14; the seed names no route for them).
  ['/admin/support', 'Support Requests', 'admin', adminSupport],
  ['/admin/payment-recovery', 'Payment Recovery Management', 'admin', adminPaymentRecovery],
  ['/admin/ui-lock', 'UI Lock System', 'admin', uiLock],
  ['/admin/sponsors', 'Sponsor Management', 'admin', adminSponsors],
  ['/admin/sponsors/:id', 'Sponsor Profile', 'admin', adminSponsorProfile],
  ['/admin/partners', 'Institution & Partner Management', 'admin', adminPartners],
  ['/admin/partners/new', 'Add Partner', 'admin', adminPartnerNew],
  ['/admin/partners/inquiries', 'Partner Inquiries', 'admin', adminPartnerInquiries],
  ['/admin/partners/tiers', 'Partner Tiers', 'admin', adminPartnerTiers],
  ['/admin/partners/analytics', 'Partner Analytics', 'admin', adminPartnerAnalytics],
  ['/admin/partners/:id', 'Partner Details', 'admin', adminPartnerDetail],
  // The previous CRM's addresses lead to the one CRM (decision 0161).
  ['/admin/partners-old', 'Partners (Previous Version)', 'admin', oldPartnerCrm],
  ['/admin/partners-old/inquiries', 'Partner Inquiries (Previous Version)', 'admin', oldPartnerCrm],
  ['/admin/partners-old/tiers', 'Partner Tiers (Previous Version)', 'admin', oldPartnerCrm],
  ['/admin/partners-old/:id', 'Partner Details (Previous Version)', 'admin', oldPartnerCrm],

  // Anything else
  ['*', 'Page Not Found', 'public', notFound],
];

function layoutOf(access: RouteAccess, load: () => Promise<PageModule>): RouteLayout {
  if (sessionPages.has(load)) return 'session';
  return access === 'public' ? 'public' : 'app';
}

export const appRoutes: readonly AppRoute[] = entries.map(([path, title, access, load = comingSoon]) => ({
  path,
  title,
  access,
  layout: layoutOf(access, load),
  load,
  built: load !== comingSoon,
}));

/** The paths whose page is built (app.tsx hands them to the component inventory). */
export const builtRoutePaths: ReadonlySet<string> = new Set(appRoutes.filter((route) => route.built).map((route) => route.path));
