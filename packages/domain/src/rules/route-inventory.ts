// Every route of the web app, from the seeds' route tables (section 2 of each seed), with who may
// open it and whether a real page is built for it. The admin "Component inventory" (/admin/ui-lock)
// lists this, and the web's route table (apps/web/src/app/routes.tsx) is derived from it. `built` is false where the route shows the
// "Coming soon" page: set it when the page lands.

/** Who may open a route (the web's guards, seed 000 section 2 "Guards"). */
export const ROUTE_AUDIENCES = ['public', 'signed-out', 'signed-in', 'verified', 'admin', 'sponsor', 'institution', 'partner', 'nsfas', 'consultant'] as const;
export type RouteAudience = (typeof ROUTE_AUDIENCES)[number];

export const ROUTE_GROUPS = ['public', 'student', 'payments', 'audiences', 'admin', 'fallback'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export interface RouteInfo {
  path: string;
  title: string;
  audience: RouteAudience;
  group: RouteGroup;
  built: boolean;
}

type Row = [path: string, title: string, audience: RouteAudience, built: boolean];

const byGroup: Record<RouteGroup, Row[]> = {
  // Public pages and sign-in entry points (seeds 000, 001, 002)
  public: [
    ['/', 'Home', 'public', true],
    ['/home', 'Home', 'public', true],
    ['/login', 'Sign In', 'signed-out', true],
    ['/register', 'Create Your Account', 'signed-out', true],
    ['/register/counselor', 'Counselor Registration', 'public', true],
    ['/register/counselors', 'Counselor Registration', 'public', true],
    ['/students/login', 'Student Login', 'public', true],
    ['/counselors/login', 'Counselor Login', 'public', true],
    ['/counselors/register', 'Counselor Registration', 'public', true],
    ['/institutions/login', 'Institution Login', 'public', true],
    ['/institutions/register', 'Institution Registration', 'public', true],
    ['/nsfas/login', 'NSFAS Login', 'public', true],
    ['/nsfas/register', 'NSFAS Registration', 'public', true],
    ['/sponsors/login', 'Sponsor Login', 'public', true],
    ['/sponsors/register', 'Sponsor Registration', 'public', true],
    ['/partner/login', 'Partner Login', 'public', true],
    ['/partner/register', 'Partner Registration', 'public', true],
    ['/forgot-password', 'Forgot Password', 'public', true],
    ['/reset-password', 'Reset Password', 'public', true],
    ['/auth-redirect', 'Taking You to Your Account', 'signed-in', true],
    ['/verification-required', 'Verification Required', 'public', true],
    ['/confirm-email', 'Confirm Your Email', 'public', true],
    // Issue 32: a learner under 18's parent or guardian answers the link sent to them (no account).
    ['/guardian-consent', 'Confirm Consent for a Learner Under 18', 'public', true],
    // Issue 31: a branded application PDF's QR code opens this; it says only "genuine, submitted on".
    ['/application-check', 'Check an Application', 'public', true],
    ['/unauthorized', 'Access Denied', 'public', true],
    ['/privacy-policy', 'Privacy Policy', 'public', true],
    ['/refund-policy', 'Refund Policy', 'public', true],
    ['/terms-of-service', 'Terms of Service', 'public', true],
    ['/faqs', 'Frequently Asked Questions', 'public', true],
    ['/testimonials', 'Learner Stories', 'public', true],
    ['/meet-thandi', 'Meet Thandi', 'public', true],
    ['/pricing', 'Pricing', 'public', true],
    ['/institutions', 'Institutions', 'public', true],
    ['/institutions/:id', 'Institution Details', 'public', true],
    ['/partner-inquiry', 'Partner With Kusasa', 'public', true],
    ['/career-guidance', 'Career Guidance', 'public', true],
    ['/consultations', 'Consultations', 'public', true],
    ['/aps-calculator', 'APS Calculator', 'public', true],
    ['/sponsorships', 'Sponsorships', 'public', true],
    ['/support', 'Support', 'public', true],
    ['/profile-demo', 'Profile Demo', 'public', true],
  ],
  // Signed-in student area (seed 001)
  student: [
    ['/dashboard', 'Dashboard', 'verified', true],
    ['/apply', 'Applications', 'verified', true],
    ['/subscription', 'Subscription', 'verified', true],
    ['/profile-completion', 'Complete Your Profile', 'signed-in', true],
    ['/profile', 'My Profile', 'signed-in', true],
    ['/programs', 'Programs', 'signed-in', true],
    ['/thandi', 'Chat with Thandi', 'signed-in', true],
    ['/sponsorships/apply', 'Apply for Sponsorship', 'signed-in', true],
    ['/sponsorships/status', 'My Sponsorship Applications', 'signed-in', true],
    // Issue 28: the learner's NSFAS funding readiness.
    ['/funding', 'Funding', 'signed-in', true],
    // Issue 29: the learner links with their school's counselor and chooses what they see.
    ['/counselor', 'My Counselor', 'signed-in', true],
    // Issue 30: the dates that matter to the learner's applications, NSFAS and certified copies, and their calendar feed.
    ['/deadlines', 'Deadlines', 'signed-in', true],
    // Issue 31: the learner asks for a review of a document or a statement, and reads the answers.
    ['/reviews', 'Document Reviews', 'signed-in', true],
    // Issue 31 (Pro + AI): the learner's roadmap week by week, and interview practice for their applications.
    ['/roadmap', 'My Roadmap', 'signed-in', true],
    ['/interview-practice', 'Interview Practice', 'signed-in', true],
  ],
  // Plans and payments (seed 002)
  payments: [
    ['/checkout', 'Checkout', 'signed-in', true],
    ['/payment-plan-setup', 'Payment Plan Setup', 'signed-in', true],
    ['/payment-success', 'Payment Status', 'signed-in', true],
    ['/payment-cancelled', 'Payment Cancelled', 'signed-in', true],
    ['/partner/checkout', 'Partner Checkout', 'partner', true],
  ],
  // Other audiences (seeds 000 and 002)
  audiences: [
    ['/sponsors/dashboard', 'Sponsor Dashboard', 'sponsor', true],
    ['/institutions/dashboard', 'Institution Dashboard', 'institution', true],
    ['/institutions/integrations', 'Integrations', 'institution', true],
    // The inbox and decisions (issue 25).
    ['/institutions/applications', 'Applications', 'institution', true],
    ['/institutions/applications/:id', 'Application', 'institution', true],
    // Issue 25: the institution's team, and the page an invitation's link opens.
    ['/institutions/team', 'Team', 'institution', true],
    ['/institutions/fees', 'Application Fees', 'institution', true],
    ['/institutions/join', 'Join Your Institution', 'institution', true],
    ['/institutions/setup', 'Complete Setup', 'institution', true],
    ['/institutions/programmes', 'Programmes', 'institution', true],
    ['/partner-dashboard', 'Partner Dashboard', 'partner', true],
    // Issue 28: NSFAS staff read one consenting learner (their queue is their /dashboard); sponsors see the learners who fit.
    ['/nsfas/learners/:learnerId', 'NSFAS Learner', 'nsfas', true],
    ['/sponsors/matches', 'Matched Learners', 'sponsor', true],
    // Issue 29: a counselor reads one linked learner (their caseload is their /dashboard).
    ['/counselors/learners/:learnerId', 'Counselor Learner', 'consultant', true],
    // Issue 31: the review queue, shared with admins (/admin/reviews), Pro + AI first.
    ['/counselors/reviews', 'Review Queue', 'consultant', true],
    // Issue 31: an approved counselor publishes consultation slots and sees who booked them.
    ['/counselors/consultations', 'Consultations', 'consultant', true],
  ],
  // Admin (seeds 000 and 002)
  admin: [
    ['/admin', 'Admin Dashboard', 'admin', true],
    ['/admin/dashboard', 'Admin Dashboard', 'admin', true],
    ['/admin/analytics', 'Analytics', 'admin', true],
    ['/admin/ai-training', 'AI Training', 'admin', true],
    ['/admin/users', 'User Management', 'admin', true],
    // Every submitted application by institution and status, read only (issue 25).
    ['/admin/applications', 'Applications Overview', 'admin', true],
    // Institution accounts waiting for review: link to a catalogue institution, or decline (issue 25).
    ['/admin/institutions', 'Institution Accounts', 'admin', true],
    // The catalogue's coverage, and admins' audited corrections of an institution's facts and programmes (issue 26).
    ['/admin/catalogue', 'Catalogue', 'admin', true],
    ['/admin/catalogue/:institutionId', 'Catalogue Programmes', 'admin', true],
    // Contact Us requests (issue 14; the seed names no route for them).
    ['/admin/support', 'Support Requests', 'admin', true],
    ['/admin/payment-recovery', 'Payment Recovery Management', 'admin', true],
    ['/admin/ui-lock', 'UI Lock System', 'admin', true],
    ['/admin/sponsors', 'Sponsor Management', 'admin', true],
    ['/admin/sponsors/:id', 'Sponsor Profile', 'admin', true],
    // Issue 28: NSFAS staff accounts waiting for review, and NSFAS's application windows per funding year.
    ['/admin/nsfas-accounts', 'NSFAS Accounts', 'admin', true],
    ['/admin/funding-cycles', 'Funding Windows', 'admin', true],
    ['/admin/reminders', 'Reminders', 'admin', true],
    ['/admin/fee-payouts', 'Fee Payouts', 'admin', true],
    // Issue 29: counselor accounts waiting for review.
    ['/admin/counselor-accounts', 'Counselor Accounts', 'admin', true],
    // Issue 31: the review queue counselors share (/counselors/reviews).
    ['/admin/reviews', 'Review Queue', 'admin', true],
    ['/admin/partners', 'Institution & Partner Management', 'admin', true],
    ['/admin/partners/new', 'Add Partner', 'admin', true],
    ['/admin/partners/inquiries', 'Partner Inquiries', 'admin', true],
    ['/admin/partners/tiers', 'Partner Tiers', 'admin', true],
    ['/admin/partners/analytics', 'Partner Analytics', 'admin', true],
    ['/admin/partners/:id', 'Partner Details', 'admin', true],
    ['/admin/partners-old', 'Partners (Previous Version)', 'admin', true],
    ['/admin/partners-old/inquiries', 'Partner Inquiries (Previous Version)', 'admin', true],
    ['/admin/partners-old/tiers', 'Partner Tiers (Previous Version)', 'admin', true],
    ['/admin/partners-old/:id', 'Partner Details (Previous Version)', 'admin', true],
  ],
  // Anything else: the not-found page
  fallback: [['*', 'Page Not Found', 'public', true]],
};

export const ROUTE_INVENTORY: readonly RouteInfo[] = ROUTE_GROUPS.flatMap((group) =>
  byGroup[group].map(([path, title, audience, built]) => ({ path, title, audience, group, built })),
);

export interface RouteInventoryTotals {
  routes: number;
  built: number;
  notBuilt: number;
  byAudience: Record<RouteAudience, number>;
}

export function routeInventoryTotals(routes: readonly RouteInfo[] = ROUTE_INVENTORY): RouteInventoryTotals {
  const byAudience = Object.fromEntries(ROUTE_AUDIENCES.map((audience) => [audience, routes.filter((r) => r.audience === audience).length])) as Record<
    RouteAudience,
    number
  >;
  const built = routes.filter((route) => route.built).length;
  return { routes: routes.length, built, notBuilt: routes.length - built, byAudience };
}
