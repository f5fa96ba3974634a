import type { z } from 'zod';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments';
import { sponsorSponsorshipsCsv } from '@kusasa/domain/rules/sponsor-csv';
import { SPONSORSHIP_HOLD_MINUTES } from '@kusasa/domain/rules/sponsors';
import { sponsorTexts as sp } from '@kusasa/domain/sponsor-texts';
import type { SponsorDashboard } from '@kusasa/domain/schemas/sponsors/dashboard';
import type { OpenRequestList, OpenRequestsQuery, sponsorCheckoutRequestSchema, SponsorCheckoutStatus } from '@kusasa/domain/schemas/sponsors/funding';
import { AppError } from '../../http/app-error.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createSponsorRequestsRepo } from './sponsor-requests.repo.ts';
import { toOpenRequest, toSponsorship } from './sponsor-views.ts';
import type { Kernel } from '../../core/kernel.ts';

export const SPONSORSHIP_KIND = 'sponsorship' as const;
type CheckoutValues = z.output<typeof sponsorCheckoutRequestSchema>;
/** The payments feature as sponsors use it (wired in its area, apps/api/src/areas): the same PayFast checkout as plans. */
export type SponsorPaymentsPort = Pick<PaymentsService, 'startCheckout' | 'statusOf'>;

// Sponsors fund learners: the open requests (only what each learner chose to share), a checkout
// for one or several through PayFast priced on the server, and the sponsor's own dashboard and
// CSV. The provider's confirmation is sponsorship-payments.ts.
export function createSponsorFundingService({ db, clock, payments }: Pick<Kernel, 'db' | 'clock'> & { payments: SponsorPaymentsPort }) {
  const repo = createSponsorRequestsRepo(db);

  async function dashboardRows(sponsorId: string) {
    return (await repo.forSponsor(sponsorId)).map(toSponsorship);
  }

  return {
    async openRequests(sponsorId: string, query: OpenRequestsQuery): Promise<OpenRequestList> {
      return { requests: (await repo.open({ ...query, now: clock(), sponsorId })).map(toOpenRequest) };
    },

    /**
     * Holds the chosen requests for this sponsor (SPONSORSHIP_HOLD_MINUTES), then starts one PayFast
     * payment for their sum and records a pending sponsorship per request under its reference.
     */
    async checkout(sponsorId: string, input: CheckoutValues, origin: string): Promise<CreatePaymentResponse> {
      const now = clock();
      const requests = await db.transaction(async (tx) => {
        const txRepo = createSponsorRequestsRepo(tx);
        const rows = await txRepo.lockRequests(input.requestIds);
        const available = rows.filter((row) => row.status === 'pending' && (row.heldUntil === null || row.heldUntil <= now || row.heldBy === sponsorId));
        if (rows.length !== input.requestIds.length || available.length !== rows.length)
          throw new AppError('CONFLICT', sp.requestUnavailable, { requestIds: sp.requestUnavailable });
        const heldUntil = new Date(now.getTime() + SPONSORSHIP_HOLD_MINUTES * 60_000);
        for (const row of rows) await txRepo.updateRequest(row.id, { heldBy: sponsorId, heldUntil, updatedAt: now });
        return rows;
      });
      const amountCents = requests.reduce((sum, row) => sum + row.requestedAmountCents, 0);
      const started = await payments.startCheckout(
        {
          userId: sponsorId,
          kind: SPONSORSHIP_KIND,
          planId: null,
          subjectId: null,
          tier: SPONSORSHIP_KIND,
          amountCents,
          itemName: `${sp.paymentItemName} (${requests.length})`,
          paymentMethod: input.paymentMethod,
          returnPath: (reference) => `/sponsors/dashboard?m_payment_id=${reference}`,
          cancelPath: (reference) => `/sponsors/dashboard?m_payment_id=${reference}&cancelled=1`,
        },
        origin,
      );
      await repo.insertSponsorships(
        requests.map((row) => ({
          sponsorId,
          sponsorApplicationId: row.id,
          merchantReference: started.merchantReference,
          sponsoredAmountCents: row.requestedAmountCents,
          paymentStatus: 'pending',
          createdAt: now,
          updatedAt: now,
        })),
      );
      return started;
    },

    /** The sponsor's own payment (another's is 404). A failed or cancelled one frees the requests it held. */
    async checkoutStatus(sponsorId: string, merchantReference: string, refresh: boolean): Promise<SponsorCheckoutStatus> {
      const payment = await payments.statusOf(sponsorId, merchantReference, SPONSORSHIP_KIND, refresh);
      if (payment.status === 'failed' || payment.status === 'cancelled' || payment.status === 'expired') {
        await repo.endUnpaid(sponsorId, merchantReference, payment.status === 'cancelled' ? 'cancelled' : 'failed', clock());
      }
      const rows = await repo.forReference(sponsorId, merchantReference);
      return { merchantReference, status: payment.status, outcome: payment.outcome, amountCents: payment.amountCents, requestCount: rows.length };
    },

    async dashboard(sponsorId: string): Promise<SponsorDashboard> {
      const sponsorships = await dashboardRows(sponsorId);
      const paid = sponsorships.filter((row) => row.status === 'paid');
      return {
        sponsorships,
        totals: {
          totalSponsoredCents: paid.reduce((sum, row) => sum + row.sponsoredAmountCents, 0),
          learnersFunded: new Set(paid.map((row) => row.studentId)).size,
          paidCount: paid.length,
          pendingCount: sponsorships.filter((row) => row.status === 'pending').length,
        },
      };
    },

    async csv(sponsorId: string): Promise<string> {
      return sponsorSponsorshipsCsv(await dashboardRows(sponsorId));
    },
  };
}
export type SponsorFundingService = ReturnType<typeof createSponsorFundingService>;
