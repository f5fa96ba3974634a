import { applicationFeeErrorTexts as e, applicationFeeTexts as t } from '@kusasa/domain/application-fee-texts';
import { FEE_PAYABLE_STATUSES, payableIntake } from '@kusasa/domain/rules/application-fees';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { feePayerSchema, type ApplicationFee, type ApplicationFees, type FeeCheckoutStatus } from '@kusasa/domain/schemas/application-fees';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments/create-payment';
import type { CheckoutPaymentMethod } from '@kusasa/domain/schemas/payments/payment-states';
import { AppError } from '../../http/app-error.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createFeeLedgerRepo, type LedgerRow } from './fee-ledger.repo.ts';
import { createLearnerFeesRepo, type FeeApplication } from './learner-fees.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

type Deps = Pick<Kernel, 'db' | 'clock'> & { checkout: Pick<PaymentsService, 'startCheckout' | 'statusOf' | 'subjectOf'> };

const payable = (status: string) => (FEE_PAYABLE_STATUSES as readonly string[]).includes(status);

// The learner's side (issue 31): each sent application's fee, paid (to whom, when, by whom) or
// payable online now, and paying it through payments' checkout as kind 'application_fee'.
export function createApplicationFeesService({ db, clock, checkout }: Deps) {
  const repo = createLearnerFeesRepo(db);
  const ledger = createFeeLedgerRepo(db);

  /** The fee rows of these applications, with the fee each institution's current intake asks. */
  async function feesOf(applications: FeeApplication[]): Promise<ApplicationFee[]> {
    const institutionIds = [...new Set(applications.flatMap((row) => (row.institutionId ? [row.institutionId] : [])))];
    const [intakes, paid] = await Promise.all([repo.intakesOf(institutionIds), ledger.feesFor(applications.map((row) => row.id))]);
    const today = isoCalendarDateIn(clock());
    return applications.map((application) => {
      const fee: LedgerRow | undefined = paid.find((row) => row.applicationId === application.id);
      const common = { applicationId: application.id, programmeName: application.programmeName, institutionName: application.institutionName };
      if (fee) {
        const payer = feePayerSchema.parse(fee.payer);
        return { ...common, status: 'paid', amountCents: fee.amountCents, paidAt: fee.createdAt.toISOString(), paidBy: payer };
      }
      const intake = payable(application.status)
        ? payableIntake(
            intakes.filter((row) => row.institutionId === application.institutionId),
            today,
          )
        : null;
      return { ...common, status: intake ? 'payable' : 'none', amountCents: intake?.applicationFeeCents ?? null, paidAt: null, paidBy: null };
    });
  }

  async function ownFee(userId: string, applicationId: string): Promise<ApplicationFee> {
    const application = await repo.application(applicationId);
    if (!application || application.userId !== userId) throw new AppError('NOT_FOUND', e.applicationNotFound);
    const [fee] = await feesOf([application]);
    if (!fee) throw new AppError('NOT_FOUND', e.applicationNotFound);
    if (application.status === 'draft') throw new AppError('CONFLICT', e.notSent);
    return fee;
  }

  return {
    async list(userId: string): Promise<ApplicationFees> {
      return { fees: await feesOf(await repo.sentApplicationsOf(userId)) };
    },

    /** Prices the fee on the server from the institution's intake and sends the learner to pay it. */
    async checkout(userId: string, applicationId: string, paymentMethod: CheckoutPaymentMethod, origin: string): Promise<CreatePaymentResponse> {
      const fee = await ownFee(userId, applicationId);
      if (fee.status === 'paid') throw new AppError('CONFLICT', e.alreadyPaid);
      if (fee.status !== 'payable' || !fee.amountCents) throw new AppError('CONFLICT', e.notPayable);
      const institution = fee.institutionName ?? t.unnamedInstitution;
      return checkout.startCheckout(
        {
          userId,
          kind: 'application_fee',
          planId: null,
          subjectId: applicationId,
          tier: institution.slice(0, 100),
          amountCents: fee.amountCents,
          itemName: t.itemName(institution),
          paymentMethod,
          returnPath: (reference) => `/apply?feePaid=${reference}`,
          cancelPath: (reference) => `/apply?feeUnpaid=${reference}`,
        },
        origin,
      );
    },

    /** After PayFast: the payment as the provider now says, and the fee it was for. */
    async checkoutStatus(userId: string, reference: string): Promise<FeeCheckoutStatus> {
      const status = await checkout.statusOf(userId, reference, 'application_fee', true);
      const subject = await checkout.subjectOf(userId, status.merchantReference, 'application_fee');
      return { paymentStatus: status.status, fee: await ownFee(userId, subject) };
    },
  };
}
export type ApplicationFeesService = ReturnType<typeof createApplicationFeesService>;
