// Each route's page module, loaded lazily: one loader per page, then the map from each path of the
// route inventory (packages/domain/src/rules/route-inventory.ts) to its loader. routes.tsx joins
// the two into the route table.

import type { ComponentType } from 'react';
import type { PageProps } from '../lib/page-props';

export type PageModule = { default: ComponentType<PageProps> };

const landing = () => import('../features/landing/landing-page');
export const comingSoon = () => import('../features/status/coming-soon-page');
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
const apply = () => import('./pages/apply-page');
const adminDashboard = () => import('../features/admin-dashboard/admin-dashboard-page');
const adminUsers = () => import('../features/admin-users/users-page');
const adminApplications = () => import('../features/admin-applications/applications-overview-page');
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
const consultations = () => import('./pages/consultations-page');
const counselorConsultations = () => import('../features/consultations/counselor-consultations-page');
const adminPartners = () => import('../features/admin-partners/partners-page');
const adminPartnerNew = () => import('../features/admin-partners/new-partner-page');
const adminPartnerDetail = () => import('../features/admin-partners/partner-detail-page');
const adminPartnerInquiries = () => import('../features/admin-partners/inquiries-page');
const adminPartnerTiers = () => import('../features/admin-partners/tiers-page');
const adminPartnerAnalytics = () => import('../features/admin-partners/analytics-page');
const oldPartnerCrm = () => import('../features/admin-partners/old-crm-redirect');
const partnerInquiry = () => import('../features/partners/inquiry-page');
const partnerRegister = () => import('../features/partners/register-page');
const partnerDashboard = () => import('./pages/partner-dashboard-page');
const partnerCheckout = () => import('./pages/partner-checkout-page');
const adminInstitutionAccounts = () => import('../features/admin-institution-accounts/institution-accounts-page');
const adminCatalogue = () => import('../features/catalogue/admin/admin-catalogue-page');
const adminCatalogueProgrammes = () => import('../features/institution-programmes/admin-programmes-page');
const institutionTeam = () => import('../features/institution-team/team-page');
const institutionFees = () => import('../features/application-fees/fee-statement-page');
const institutionJoin = () => import('../features/institution-team/join-page');
const institutionSetup = () => import('../features/institution-setup/setup-page');
const institutionProgrammes = () => import('../features/institution-programmes/programmes-page');
const institutionDashboard = () => import('../features/institution-dashboard/institution-dashboard-page');
const institutionInbox = () => import('../features/institution-applications/inbox-page');
const institutionApplication = () => import('../features/institution-applications/application-page');
const institutionIntegrations = () => import('../features/institution-integrations/integrations-page');
const privacyPolicy = () => import('../features/legal/privacy-policy-page');
const refundPolicy = () => import('../features/legal/refund-policy-page');
const termsOfService = () => import('../features/legal/terms-of-service-page');
const uiLock = () => import('../features/maintenance/ui-lock-page');
const adminAnalytics = () => import('../features/admin-analytics/analytics-page');
const sponsorships = () => import('../features/sponsorships/sponsorships-page');
const applySponsorship = () => import('../features/sponsorships/apply-sponsorship-page');
const sponsorshipStatus = () => import('../features/sponsorships/sponsorship-status-page');
const funding = () => import('../features/funding/funding-page');
const sponsorDashboard = () => import('./pages/sponsor-dashboard-page');
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
const nsfasLearner = () => import('../features/nsfas-workspace/learner-page');
const sponsorMatches = () => import('../features/sponsor-matches/sponsor-matches-page');
const adminNsfasAccounts = () => import('../features/nsfas-accounts/nsfas-accounts-page');
const adminFundingCycles = () => import('../features/funding-cycles/funding-cycles-page');
const counselor = () => import('../features/counselor-links/counselor-page');
const counselorLearner = () => import('../features/caseload/learner-page');
const adminCounselorAccounts = () => import('../features/counselor-accounts/counselor-accounts-page');
const deadlines = () => import('../features/deadlines/deadlines-page');
const adminReminders = () => import('../features/admin-reminders/reminders-page');
const adminFeePayouts = () => import('../features/application-fees/fee-payouts-page');
const guardianConsent = () => import('../features/guardian-consent/guardian-link-page');
const applicationCheck = () => import('../features/applications/application-check-page');
const documentReviews = () => import('../features/document-reviews/reviews-page');
const reviewQueue = () => import('../features/document-reviews/review-queue-page');
const roadmap = () => import('../features/roadmap/roadmap-page');
const interviewPractice = () => import('../features/interview-practice/interview-practice-page');

// Pages that need the session but show in the public layout.
export const sessionPages = new Set<() => Promise<PageModule>>([
  login,
  register,
  forgotPassword,
  resetPassword,
  authRedirect,
  verificationRequired,
  confirmEmail,
  guardianConsent,
  applicationCheck,
  counselorRegister,
  institutionRegister,
  nsfasRegister,
  sponsorRegister,
  institutions,
  institutionDetail,
  apsCalculator,
  pricing,
  careerGuidance,
  consultations,
  partnerRegister,
  faqs,
  support,
  testimonials,
  // The policies read the Information Officer's details, which the server renders them with (decision 0428).
  privacyPolicy,
  refundPolicy,
  termsOfService,
]);

// Each route's page, by path. The paths, titles and audiences are the route inventory's
// (packages/domain/src/rules/route-inventory.ts): a route is added there, and its page here.
export const pages: Record<string, () => Promise<PageModule>> = {
  // Public pages and sign-in entry points
  '/': landing,
  '/home': landing,
  '/login': login,
  '/register': register,
  '/register/counselor': counselorRegister,
  '/register/counselors': counselorRegister,
  '/students/login': login,
  '/counselors/login': login,
  '/counselors/register': counselorRegister,
  '/institutions/login': login,
  '/institutions/register': institutionRegister,
  '/nsfas/login': login,
  '/nsfas/register': nsfasRegister,
  '/sponsors/login': login,
  '/sponsors/register': sponsorRegister,
  '/partner/login': login,
  '/partner/register': partnerRegister,
  '/forgot-password': forgotPassword,
  '/reset-password': resetPassword,
  '/auth-redirect': authRedirect,
  '/verification-required': verificationRequired,
  '/confirm-email': confirmEmail,
  '/guardian-consent': guardianConsent,
  '/application-check': applicationCheck,
  '/unauthorized': accessDenied,
  '/privacy-policy': privacyPolicy,
  '/refund-policy': refundPolicy,
  '/terms-of-service': termsOfService,
  '/faqs': faqs,
  '/testimonials': testimonials,
  '/meet-thandi': meetThandi,
  '/pricing': pricing,
  '/institutions': institutions,
  '/institutions/:id': institutionDetail,
  '/partner-inquiry': partnerInquiry,
  '/career-guidance': careerGuidance,
  '/consultations': consultations,
  '/aps-calculator': apsCalculator,
  '/sponsorships': sponsorships,
  '/support': support,
  '/profile-demo': profileDemo,

  // Signed-in student area
  '/dashboard': dashboard,
  '/apply': apply,
  '/subscription': subscription,
  '/profile-completion': profileWizard,
  '/profile': profile,
  '/programs': programs,
  '/thandi': thandi,
  '/sponsorships/apply': applySponsorship,
  '/sponsorships/status': sponsorshipStatus,
  '/funding': funding,
  // Counselors' caseloads (issue 29): the learner's side.
  '/counselor': counselor,
  // Deadlines and the calendar feed (issue 30).
  '/deadlines': deadlines,
  // Document reviews (issue 31): the learner's requests; the queue counselors and admins share.
  '/reviews': documentReviews,
  // The Pro + AI roadmap and interview practice (issue 31).
  '/roadmap': roadmap,
  '/interview-practice': interviewPractice,

  // Plans and payments
  '/checkout': checkout,
  '/payment-plan-setup': paymentPlanSetup,
  '/payment-success': paymentSuccess,
  '/payment-cancelled': paymentCancelled,
  '/partner/checkout': partnerCheckout,

  // Other audiences
  '/sponsors/dashboard': sponsorDashboard,
  '/institutions/dashboard': institutionDashboard,
  '/institutions/integrations': institutionIntegrations,
  '/institutions/applications': institutionInbox,
  '/institutions/applications/:id': institutionApplication,
  '/institutions/team': institutionTeam,
  '/institutions/fees': institutionFees,
  '/institutions/join': institutionJoin,
  '/institutions/setup': institutionSetup,
  '/institutions/programmes': institutionProgrammes,
  // Owners see their own, admins any partner's (?partner={id}); decision 0163.
  '/partner-dashboard': partnerDashboard,
  // Funding readiness (issue 28).
  '/nsfas/learners/:learnerId': nsfasLearner,
  '/sponsors/matches': sponsorMatches,
  // Counselors' caseloads (issue 29): one linked learner; the caseload is the counselor's /dashboard.
  '/counselors/learners/:learnerId': counselorLearner,
  '/counselors/reviews': reviewQueue,
  '/counselors/consultations': counselorConsultations,

  // Admin
  '/admin': adminDashboard,
  '/admin/dashboard': adminDashboard,
  '/admin/analytics': adminAnalytics,
  '/admin/reviews': reviewQueue,
  '/admin/ai-training': aiTraining,
  '/admin/users': adminUsers,
  // Every submitted application by institution and status, read only (issue 25).
  '/admin/applications': adminApplications,
  '/admin/institutions': adminInstitutionAccounts,
  '/admin/catalogue': adminCatalogue,
  '/admin/catalogue/:institutionId': adminCatalogueProgrammes,
  // Contact Us requests (issue 14; the seed names no route for them).
  '/admin/support': adminSupport,
  '/admin/payment-recovery': adminPaymentRecovery,
  '/admin/ui-lock': uiLock,
  '/admin/sponsors': adminSponsors,
  '/admin/sponsors/:id': adminSponsorProfile,
  '/admin/nsfas-accounts': adminNsfasAccounts,
  '/admin/funding-cycles': adminFundingCycles,
  // Reminders and messages (issue 30): messages that need an admin, dates nobody has checked.
  '/admin/reminders': adminReminders,
  '/admin/fee-payouts': adminFeePayouts,
  '/admin/counselor-accounts': adminCounselorAccounts,
  '/admin/partners': adminPartners,
  '/admin/partners/new': adminPartnerNew,
  '/admin/partners/inquiries': adminPartnerInquiries,
  '/admin/partners/tiers': adminPartnerTiers,
  '/admin/partners/analytics': adminPartnerAnalytics,
  '/admin/partners/:id': adminPartnerDetail,
  // The previous CRM's addresses lead to the one CRM (decision 0161).
  '/admin/partners-old': oldPartnerCrm,
  '/admin/partners-old/inquiries': oldPartnerCrm,
  '/admin/partners-old/tiers': oldPartnerCrm,
  '/admin/partners-old/:id': oldPartnerCrm,

  // Anything else
  '*': notFound,
};
