import type { Kernel } from '../core/kernel.ts';
import { createAllocationsService } from '../features/sponsors/allocations.service.ts';
import { sponsorshipsAnalyticsSection } from '../features/sponsors/sponsor-analytics.ts';
import { createSponsorFundingService } from '../features/sponsors/sponsor-funding.service.ts';
import { sponsorsAdminRoutes } from '../features/sponsors/sponsors-admin.routes.ts';
import { createSponsorsAdminService } from '../features/sponsors/sponsors-admin.service.ts';
import { sponsorsRoutes } from '../features/sponsors/sponsors.routes.ts';
import { createSponsorshipPayments } from '../features/sponsors/sponsorship-payments.ts';
import { createSponsorshipsService, type LearnerDetails } from '../features/sponsors/sponsorships.service.ts';
import type { App } from '../http/types.ts';
import type { LearnerJourney } from './learner-journey.ts';
import type { Payments } from './payments.ts';

/**
 * Sponsors (seed 002, issue 12): learners ask, sponsors pay through the same checkout, admins
 * allocate and account. What a request shows sponsors comes from the areas that own it.
 */
export function registerSponsors(app: App, kernel: Kernel, others: { journey: LearnerJourney; payments: Payments }) {
  const { clock, audit, config } = kernel;
  // Admins give learners a plan; housekeeping ends it at expires_on and tells the learner a week before.
  const allocations = createAllocationsService(kernel);
  kernel.housekeeping.add({ name: 'sponsor allocations ending', run: () => allocations.expireDue() });

  // A sponsorship is a payment kind: its completion marks the sponsored requests paid and funded,
  // tells the learners and turns a funded plan fee into an allocation.
  const sponsorshipPayments = createSponsorshipPayments({
    clock,
    notify: kernel.notify,
    onDoublePaid: (details) =>
      audit.security({
        action: 'SPONSORSHIP_PAID_TWICE',
        message: 'A sponsorship request was paid after it was funded or withdrawn: refund the sponsor',
        severity: 'warning',
        component: 'sponsors',
        details,
      }),
  });
  others.payments.completeKind('sponsorship', (payment, tx) =>
    sponsorshipPayments.recordPaid(
      { paymentId: payment.id, sponsorId: payment.userId, merchantReference: payment.merchantReference, paidAt: payment.paidAt },
      tx,
    ),
  );

  const sponsorships = createSponsorshipsService({ ...kernel, learner: learnerReader(kernel, others.journey) });
  const funding = createSponsorFundingService({ ...kernel, payments: others.payments.payments });
  others.payments.reportRefunds(() => funding.refundsDue());
  sponsorsRoutes(app, { sponsorships, funding }, { publicUrl: config.publicUrl });
  sponsorsAdminRoutes(app, { sponsors: createSponsorsAdminService({ ...kernel, allocations, payments: others.payments.records }), allocations });
  kernel.analytics.add(sponsorshipsAnalyticsSection);
  return { paidApplicationFees: sponsorshipPayments.paidApplicationFees };
}

export type Sponsors = ReturnType<typeof registerSponsors>;

/** What a sponsorship request shows of its learner, read from the features that own it. */
function learnerReader({ users }: Pick<Kernel, 'users'>, { applications, profile, aps }: LearnerJourney): LearnerDetails {
  return {
    applications: async (userId) =>
      (await applications.list(userId)).applications.map((row) => ({
        id: row.id,
        programme: row.programName,
        institution: row.institutionName,
        status: row.status,
      })),
    firstName: async (userId) => (await users.personalDetails(userId))?.fullName?.trim().split(/\s+/)[0] ?? null,
    province: async (userId) => {
      const learnerProfile = await profile.read(userId);
      return learnerProfile.address?.province ?? learnerProfile.education?.province ?? null;
    },
    apsScore: async (userId) => (await aps.myAps(userId)).score,
  };
}
