// Plans, checkout, payment results, subscription and payment recovery (seed 002 sections 2, 4, 8
// and 9; seed 001 section 8), verbatim where the seeds give the words. Import-free plain objects,
// apart from texts.ts so the landing page does not ship them.
// The other pages' texts are in their own files, re-exported here so earlier imports keep working
// (decision 0351); new code imports the page's own file.

export const pricingTexts = {
  intro: 'Pay once for the whole application season. No monthly fees, no automatic renewals.',
  backToHome: 'Back to Home',
  trust: ['Card Payments', 'Secure Processing', 'Instant Access'],
  onceOff: 'once-off',
  free: 'Free',
  getStarted: 'Get Started',
  choosePlan: 'Choose {plan}',
  createAccountToContinue: 'Create your account to continue with your purchase',
  expertTitle: 'Expert 1-on-1 Session',
  expertBody: 'A private session with a career and applications expert to plan your applications.',
  expertPriceCents: 60_000,
  bookConsultation: 'Book Consultation',
} as const;

export * from './checkout-texts.ts';
export * from './payment-result-texts.ts';
export * from './subscription-texts.ts';
export * from './payment-recovery-texts.ts';
