import type { Kernel } from '../core/kernel.ts';
import { adminFeePayoutRoutes, institutionFeeRoutes, learnerFeeRoutes } from '../features/application-fees/application-fees.routes.ts';
import { createApplicationFeesService } from '../features/application-fees/application-fees.service.ts';
import { createFeePayoutsService } from '../features/application-fees/fee-payouts.service.ts';
import { createFeeRecorder } from '../features/application-fees/fee-ledger.ts';
import type { App } from '../http/types.ts';
import type { Payments } from './payments.ts';
import type { Sponsors } from './sponsors.ts';

/**
 * Application fees reach institutions (issue 31, decision 0421): a learner pays a sent
 * application's fee (payment kind 'application_fee') or a sponsor pays it (kind 'sponsorship');
 * either payment's transaction writes the fee to the institution's append-only ledger. Institutions
 * read their statement; admins record payouts with the bank's reference, and corrections.
 */
export function registerApplicationFees(app: App, kernel: Kernel, others: { payments: Payments; sponsors: Sponsors }) {
  const recorder = createFeeRecorder(kernel);
  const amountOf = (payment: { amountGrossCents: number | null; amountCents: number }) => payment.amountGrossCents ?? payment.amountCents;

  others.payments.completeKind('application_fee', async (payment, tx) => {
    if (!payment.subjectId) throw new Error(`application fee payment ${payment.merchantReference} names no application`);
    const fee = { applicationId: payment.subjectId, paymentId: payment.id, amountCents: amountOf(payment), payer: 'learner' as const };
    await recorder.recordCollected(tx, { ...fee, merchantReference: payment.merchantReference });
  });
  // A sponsor's payment may pay several learners' fees (and plan fees, which owe no institution).
  others.payments.afterPaid(async (payment, tx) => {
    if (payment.kind !== 'sponsorship') return;
    for (const fee of await others.sponsors.paidApplicationFees(payment.id, tx)) {
      if (!fee.applicationId) {
        // Its application was deleted before the payment: no institution to owe (decision 0421).
        kernel.log.warn({ paymentId: payment.id }, 'sponsored application fee for a deleted application');
        continue;
      }
      const collected = { applicationId: fee.applicationId, paymentId: payment.id, amountCents: fee.amountCents, payer: 'sponsor' as const };
      await recorder.recordCollected(tx, { ...collected, merchantReference: payment.merchantReference });
    }
  });

  const publicUrl = kernel.config.publicUrl;
  learnerFeeRoutes(app, createApplicationFeesService({ ...kernel, checkout: others.payments.payments }), { publicUrl });
  const payouts = createFeePayoutsService(kernel);
  institutionFeeRoutes(app, payouts, kernel.institutionMembers);
  adminFeePayoutRoutes(app, payouts);
}
