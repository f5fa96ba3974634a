// Each route's page: the map from each path of the route inventory
// (packages/domain/src/rules/route-inventory.ts) to its lazy loader in page-loaders.ts. routes.tsx
// joins the two into the route table.

import * as page from './page-loaders';
import type { PageModule } from './page-loaders';

export type { PageModule } from './page-loaders';
export const { comingSoon } = page;

// Pages that need the session but show in the public layout.
export const sessionPages = new Set<() => Promise<PageModule>>([
  page.login,
  page.register,
  page.forgotPassword,
  page.resetPassword,
  page.authRedirect,
  page.verificationRequired,
  page.confirmEmail,
  page.guardianConsent,
  page.applicationCheck,
  page.counselorRegister,
  page.institutionRegister,
  page.nsfasRegister,
  page.sponsorRegister,
  page.institutions,
  page.institutionDetail,
  page.apsCalculator,
  page.pricing,
  page.careerGuidance,
  page.consultations,
  page.partnerRegister,
  page.faqs,
  page.support,
  page.testimonials,
  // The policies read the Information Officer's details, which the server renders them with (decision 0428).
  page.privacyPolicy,
  page.refundPolicy,
  page.termsOfService,
]);

// Each route's page, by path. The paths, titles and audiences are the route inventory's
// (packages/domain/src/rules/route-inventory.ts): a route is added there, and its page here.
export const pages: Record<string, () => Promise<PageModule>> = {
  // Public pages and sign-in entry points
  '/': page.landing,
  '/home': page.landing,
  '/login': page.login,
  '/register': page.register,
  '/register/counselor': page.counselorRegister,
  '/register/counselors': page.counselorRegister,
  '/students/login': page.login,
  '/counselors/login': page.login,
  '/counselors/register': page.counselorRegister,
  '/institutions/login': page.login,
  '/institutions/register': page.institutionRegister,
  '/nsfas/login': page.login,
  '/nsfas/register': page.nsfasRegister,
  '/sponsors/login': page.login,
  '/sponsors/register': page.sponsorRegister,
  '/partner/login': page.login,
  '/partner/register': page.partnerRegister,
  '/forgot-password': page.forgotPassword,
  '/reset-password': page.resetPassword,
  '/auth-redirect': page.authRedirect,
  '/verification-required': page.verificationRequired,
  '/confirm-email': page.confirmEmail,
  '/guardian-consent': page.guardianConsent,
  '/application-check': page.applicationCheck,
  '/unauthorized': page.accessDenied,
  '/privacy-policy': page.privacyPolicy,
  '/refund-policy': page.refundPolicy,
  '/terms-of-service': page.termsOfService,
  '/faqs': page.faqs,
  '/testimonials': page.testimonials,
  '/meet-thandi': page.meetThandi,
  '/pricing': page.pricing,
  '/institutions': page.institutions,
  '/institutions/:id': page.institutionDetail,
  '/partner-inquiry': page.partnerInquiry,
  '/career-guidance': page.careerGuidance,
  '/consultations': page.consultations,
  '/aps-calculator': page.apsCalculator,
  '/sponsorships': page.sponsorships,
  '/support': page.support,
  '/profile-demo': page.profileDemo,

  // Signed-in student area
  '/dashboard': page.dashboard,
  '/apply': page.apply,
  '/subscription': page.subscription,
  '/profile-completion': page.profileWizard,
  '/profile': page.profile,
  '/programs': page.programs,
  '/thandi': page.thandi,
  '/sponsorships/apply': page.applySponsorship,
  '/sponsorships/status': page.sponsorshipStatus,
  '/funding': page.funding,
  // Counselors' caseloads (issue 29): the learner's side.
  '/counselor': page.counselor,
  // Deadlines and the calendar feed (issue 30).
  '/deadlines': page.deadlines,
  // Document reviews (issue 31): the learner's requests; the queue counselors and admins share.
  '/reviews': page.documentReviews,
  // The Pro + AI roadmap and interview practice (issue 31).
  '/roadmap': page.roadmap,
  '/interview-practice': page.interviewPractice,

  // Plans and payments
  '/checkout': page.checkout,
  '/payment-plan-setup': page.paymentPlanSetup,
  '/payment-success': page.paymentSuccess,
  '/payment-cancelled': page.paymentCancelled,
  '/partner/checkout': page.partnerCheckout,

  // Other audiences
  '/sponsors/dashboard': page.sponsorDashboard,
  '/institutions/dashboard': page.institutionDashboard,
  '/institutions/integrations': page.institutionIntegrations,
  '/institutions/applications': page.institutionInbox,
  '/institutions/applications/:id': page.institutionApplication,
  '/institutions/team': page.institutionTeam,
  '/institutions/fees': page.institutionFees,
  '/institutions/join': page.institutionJoin,
  '/institutions/setup': page.institutionSetup,
  '/institutions/programmes': page.institutionProgrammes,
  // Owners see their own, admins any partner's (?partner={id}); decision 0163.
  '/partner-dashboard': page.partnerDashboard,
  // Funding readiness (issue 28).
  '/nsfas/learners/:learnerId': page.nsfasLearner,
  '/sponsors/matches': page.sponsorMatches,
  // Counselors' caseloads (issue 29): one linked learner; the caseload is the counselor's /dashboard.
  '/counselors/learners/:learnerId': page.counselorLearner,
  '/counselors/reviews': page.reviewQueue,
  '/counselors/consultations': page.counselorConsultations,

  // Admin
  '/admin': page.adminDashboard,
  '/admin/dashboard': page.adminDashboard,
  '/admin/analytics': page.adminAnalytics,
  '/admin/reviews': page.reviewQueue,
  '/admin/ai-training': page.aiTraining,
  '/admin/users': page.adminUsers,
  // Every submitted application by institution and status, read only (issue 25).
  '/admin/applications': page.adminApplications,
  '/admin/institutions': page.adminInstitutionAccounts,
  '/admin/catalogue': page.adminCatalogue,
  '/admin/catalogue/:institutionId': page.adminCatalogueProgrammes,
  // Contact Us requests (issue 14; the seed names no route for them).
  '/admin/support': page.adminSupport,
  '/admin/payment-recovery': page.adminPaymentRecovery,
  '/admin/ui-lock': page.uiLock,
  '/admin/sponsors': page.adminSponsors,
  '/admin/sponsors/:id': page.adminSponsorProfile,
  '/admin/nsfas-accounts': page.adminNsfasAccounts,
  '/admin/funding-cycles': page.adminFundingCycles,
  // Reminders and messages (issue 30): messages that need an admin, dates nobody has checked.
  '/admin/reminders': page.adminReminders,
  '/admin/fee-payouts': page.adminFeePayouts,
  '/admin/counselor-accounts': page.adminCounselorAccounts,
  '/admin/partners': page.adminPartners,
  '/admin/partners/new': page.adminPartnerNew,
  '/admin/partners/inquiries': page.adminPartnerInquiries,
  '/admin/partners/tiers': page.adminPartnerTiers,
  '/admin/partners/analytics': page.adminPartnerAnalytics,
  '/admin/partners/:id': page.adminPartnerDetail,
  // The previous CRM's addresses lead to the one CRM (decision 0161).
  '/admin/partners-old': page.oldPartnerCrm,
  '/admin/partners-old/inquiries': page.oldPartnerCrm,
  '/admin/partners-old/tiers': page.oldPartnerCrm,
  '/admin/partners-old/:id': page.oldPartnerCrm,

  // Anything else
  '*': page.notFound,
};
