import { createIdentityVerifier } from '../adapters/identity/create-identity-verifier.ts';
import type { Kernel } from '../core/kernel.ts';
import { accountDataRoutes } from '../features/account-data/account-data.routes.ts';
import { createAccountDataService } from '../features/account-data/account-data.service.ts';
import { audienceRegistrationRoutes } from '../features/audience-registration/audience-registration.routes.ts';
import { createAudienceRegistrationService } from '../features/audience-registration/audience-registration.service.ts';
import { authRoutes } from '../features/auth/auth.routes.ts';
import { createAuthService } from '../features/auth/auth.service.ts';
import { emailConfirmationRoutes } from '../features/email-confirmation/email-confirmation.routes.ts';
import { createEmailConfirmationService } from '../features/email-confirmation/email-confirmation.service.ts';
import { withBureauChecks } from '../features/identity/bureau-checks.ts';
import { identityRoutes } from '../features/identity/identity.routes.ts';
import { createIdentityService } from '../features/identity/identity.service.ts';
import { passwordResetRoutes } from '../features/password-reset/password-reset.routes.ts';
import { createPasswordResetService, RESET_MAIL_JOB } from '../features/password-reset/password-reset.service.ts';
import { registrationRoutes } from '../features/registration/registration.routes.ts';
import { createRegistrationService } from '../features/registration/registration.service.ts';
import { guardianConsentRoutes } from '../features/guardian-consent/guardian-consent.routes.ts';
import { GUARDIAN_LINK_TEMPLATE } from '../core/guardian-consent/guardian-link-message.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';
import type { Payments } from './payments.ts';

/**
 * Accounts (seed 000): the identity check, sign-in, registration for every audience, email
 * confirmation, password reset and "Your data" (export and deletion, which reach the learner's
 * documents and payments through their areas).
 */
export function registerAccounts(
  app: App,
  kernel: Kernel,
  others: { journey: Pick<LearnerJourney, 'documents'>; payments: Pick<Payments, 'records' | 'receipts'> },
) {
  const { db, clock, config, sessionCookie, jobs } = kernel;
  // A Home Affairs bureau's answers are reused for a while and audited (decision 0417).
  const chosen = kernel.adapters.identityVerifier ?? createIdentityVerifier(config.identity);
  const bureau = chosen.method === 'bureau' ? withBureauChecks({ ...kernel, verifier: chosen, cacheMs: config.identity.cacheMs }) : null;
  if (bureau) kernel.housekeeping.add({ name: 'identity bureau answers past reuse', run: () => bureau.tidy() });
  const identity = createIdentityService({ ...kernel, verifier: bureau ?? chosen });
  kernel.housekeeping.add({ name: 'identity checks without an account', run: () => identity.retireUnclaimed() });
  identityRoutes(app, identity);
  authRoutes(app, createAuthService(kernel), sessionCookie, clock);
  registrationRoutes(app, createRegistrationService({ ...kernel, identity, publicUrl: config.publicUrl }), sessionCookie, clock);
  guardianConsentRoutes(app, kernel.guardianConsent);
  kernel.messaging.worker.guard(GUARDIAN_LINK_TEMPLATE, (row) => kernel.guardianConsent.linkStillWanted(row));

  const passwordReset = createPasswordResetService({ ...kernel, queue: (payload) => jobs.enqueue(db, RESET_MAIL_JOB, payload) });
  jobs.register(RESET_MAIL_JOB, passwordReset.jobHandler);
  passwordResetRoutes(app, passwordReset, sessionCookie);
  const emailConfirmation = createEmailConfirmationService(kernel);
  emailConfirmationRoutes(app, emailConfirmation);
  audienceRegistrationRoutes(app, createAudienceRegistrationService({ ...kernel, publicUrl: config.publicUrl, sendConfirmation: emailConfirmation.send }));

  // "Your data" deletes the account's rows, then its stored files through the documents feature.
  const accountData = createAccountDataService({
    ...kernel,
    payments: others.payments.records,
    receipts: others.payments.receipts,
    messaging: kernel.messaging,
    removeStoredFiles: (userId) => others.journey.documents.removeAllFor(userId),
  });
  accountDataRoutes(app, accountData, sessionCookie, clock);
}
