import type { Kernel } from '../core/kernel.ts';
import { partnerInquiriesRoutes } from '../features/partner-inquiries/partner-inquiries.routes.ts';
import { createPartnerInquiriesService } from '../features/partner-inquiries/partner-inquiries.service.ts';
import { createPartnerAnalyticsService } from '../features/partners/partner-analytics.service.ts';
import { createPartnerNotesService } from '../features/partners/partner-notes.service.ts';
import { createPartnerPaymentsService } from '../features/partners/partner-payments.service.ts';
import { partnerPortalRoutes } from '../features/partners/partner-portal.routes.ts';
import { createPartnerPortalService } from '../features/partners/partner-portal.service.ts';
import { createPartnerSubscriptions } from '../features/partners/partner-subscriptions.ts';
import { createPartnerTiersService } from '../features/partners/partner-tiers.service.ts';
import { partnersRoutes } from '../features/partners/partners.routes.ts';
import { createPartnersService, MOU_FOLDER } from '../features/partners/partners.service.ts';
import type { App } from '../http/types.ts';
import type { Payments } from './payments.ts';

/**
 * Partners (seed 002): the admin CRM, the public inquiry form and the partner portal. Converting
 * an inquiry creates the partner through the CRM; the analytics count inquiries through the
 * inquiries feature; the portal's checkout is the payments area's, priced from the tier.
 */
export function registerPartners(app: App, kernel: Kernel, { payments }: { payments: Payments }) {
  const { config } = kernel;
  // Partner records keep their signed MoU (a PDF) in the shared storage, under partners/.
  const partners = createPartnersService(kernel);
  kernel.storageSweeper.addOwner({ folder: MOU_FOLDER, referenced: (keys) => partners.referencedKeys(keys) });

  // A partner subscription is a payment kind of its own: its completion records the partner's
  // payment and activates the partner, in the payment's transaction.
  const subscriptions = createPartnerSubscriptions(kernel);
  payments.completeKind('partner_subscription', (payment, tx) =>
    subscriptions.recordCheckoutPayment(
      {
        paymentId: payment.id,
        partnerId: payment.subjectId,
        userId: payment.userId,
        merchantReference: payment.merchantReference,
        amountCents: payment.amountGrossCents ?? payment.amountCents,
        paymentMethod: payment.paymentMethod,
        paidAt: payment.paidAt,
      },
      tx,
    ),
  );

  // Form tokens must verify on every instance: the shared signing secret, under their own label.
  const inquiries = createPartnerInquiriesService({ ...kernel, partners, formTokenSecret: config.fileSigningSecret });
  partnersRoutes(app, {
    partners,
    payments: createPartnerPaymentsService(kernel),
    notes: createPartnerNotesService(kernel),
    tiers: createPartnerTiersService(kernel),
    analytics: createPartnerAnalyticsService({ ...kernel, inquiries }),
  });
  partnerInquiriesRoutes(app, inquiries);
  partnerPortalRoutes(app, createPartnerPortalService({ ...kernel, payments: payments.payments }), { publicUrl: config.publicUrl });
}
