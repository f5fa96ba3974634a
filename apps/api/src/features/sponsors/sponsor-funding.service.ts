import type { z } from 'zod';
import type { CreatePaymentResponse } from '@kusasa/domain/schemas/payments';
import { sponsorSponsorshipsCsv } from '@kusasa/domain/rules/sponsor-csv';
import { SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY, SPONSOR_MAX_HELD_REQUESTS, SPONSORSHIP_HOLD_MINUTES } from '@kusasa/domain/rules/sponsors';
import { fillText } from '@kusasa/domain/texts';
import { sponsorTexts as sp } from '@kusasa/domain/sponsor-texts';
import type { SponsorDashboard } from '@kusasa/domain/schemas/sponsors/dashboard';
import type { OpenRequestList, OpenRequestsQuery, sponsorCheckoutRequestSchema, SponsorCheckoutStatus } from '@kusasa/domain/schemas/sponsors/funding';
import { AppError } from '../../http/app-error.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createSponsorRequestsRepo } from './sponsor-requests.repo.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { toOpenRequest, toSponsorship } from './sponsor-views.ts';
import type { Kernel } from '../../core/kernel.ts';

export const SPONSORSHIP_KIND = 'sponsorship' as const;
type CheckoutValues = z.output<typeof sponsorCheckoutRequestSchema>;
/** The payments feature as sponsors use it (wired in its area, apps/api/src/areas): the same PayFast checkout as plans. */
export type SponsorPaymentsPort = Pick<PaymentsService, 'startCheckout' | 'statusOf'>;

// Sponsors fund learners: the open requests (only what each learner chose to share), a checkout
// for one or several through PayFast priced on the server, and the sponsor's own dashboard and
// CSV. The provider's confirmation is sponsorship-payments.ts.
export function createSponsorFundingService({
  db,
  clock,
  payments,
  users,
}: Pick<Kernel, 'db' | 'clock'> & { payments: SponsorPaymentsPort; users: Pick<UsersService, 'identityChecksOf'> }) {
  const repo = createSponsorRequestsRepo(db);

  async function dashboardRows(sponsorId: string) {
    return (await repo.forSponsor(sponsorId)).map(toSponsorship);
  }

  const DAY_MS = 24 * 60 * 60_000;

  /**
   * What a sponsor may hold (issue 34, findings 2 and 6): a request in an unexpired checkout, theirs
   * included, is refused, so one request is never in two payments; at most SPONSOR_MAX_HELD_REQUESTS
   * held at once; and one request checked out again at most SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY times a day.
   */
  async function refuseUnholdable(
    txRepo: ReturnType<typeof createSponsorRequestsRepo>,
    sponsorId: string,
    rows: { id: string; status: string; heldUntil: Date | null; heldBy: string | null }[],
    now: Date,
  ) {
    if (rows.some((row) => row.status === 'pending' && row.heldBy === sponsorId && row.heldUntil !== null && row.heldUntil > now))
      throw new AppError('CONFLICT', sp.requestInCheckout, { requestIds: sp.requestInCheckout });
    const available = rows.filter((row) => row.status === 'pending' && (row.heldUntil === null || row.heldUntil <= now));
    if (available.length !== rows.length) throw new AppError('CONFLICT', sp.requestUnavailable, { requestIds: sp.requestUnavailable });
    const held = await txRepo.heldCount(sponsorId, now);
    if (held + rows.length > SPONSOR_MAX_HELD_REQUESTS) {
      const message = fillText(sp.tooManyHeld, { max: String(SPONSOR_MAX_HELD_REQUESTS) });
      throw new AppError('CONFLICT', message, { requestIds: message });
    }
    const recent = await txRepo.checkoutsSince(
      sponsorId,
      rows.map((row) => row.id),
      new Date(now.getTime() - DAY_MS),
    );
    if (recent.some((row) => row.count >= SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY)) {
      const message = fillText(sp.tooManyRenewals, { max: String(SPONSOR_MAX_CHECKOUTS_PER_REQUEST_PER_DAY) });
      throw new AppError('CONFLICT', message, { requestIds: message });
    }
  }

  return {
    async openRequests(sponsorId: string, query: OpenRequestsQuery): Promise<OpenRequestList> {
      const rows = await repo.open({ ...query, now: clock(), sponsorId });
      // Sponsors see which kind of identity check each learner passed (issue 32), never who they are.
      const checks = await users.identityChecksOf([...new Set(rows.map((row) => row.studentId))]);
      return { requests: rows.map((row) => toOpenRequest(row, checks.get(row.studentId) ?? null)) };
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
        if (rows.length !== input.requestIds.length) throw new AppError('CONFLICT', sp.requestUnavailable, { requestIds: sp.requestUnavailable });
        await refuseUnholdable(txRepo, sponsorId, rows, now);
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

    /** For payment recovery's Refunds Due: each sponsorship payment kept for a refund, and why. */
    async refundsDue(): Promise<{ paymentId: string; reason: string }[]> {
      const rows = await repo.refundsDue();
      const requests = new Map<string, string[]>();
      for (const row of rows) requests.set(row.paymentId, [...(requests.get(row.paymentId) ?? []), row.requestId]);
      return [...requests].map(([paymentId, ids]) => ({ paymentId, reason: fillText(sp.refundReason, { count: String(ids.length) }) }));
    },

    /** The sponsor left PayFast without paying: their pending rows end and the requests are free at once. */
    async cancelCheckout(sponsorId: string, merchantReference: string): Promise<SponsorCheckoutStatus> {
      await repo.endUnpaid(sponsorId, merchantReference, 'cancelled', clock());
      return this.checkoutStatus(sponsorId, merchantReference, false);
    },

    async dashboard(sponsorId: string): Promise<SponsorDashboard> {
      const rows = await repo.forSponsor(sponsorId);
      const sponsorships = rows.map(toSponsorship);
      const paid = sponsorships.filter((row) => row.status === 'paid');
      const fundedLearners = rows.filter((row) => row.sponsorship.paymentStatus === 'paid').map((row) => row.request.studentId);
      return {
        sponsorships,
        totals: {
          totalSponsoredCents: paid.reduce((sum, row) => sum + row.sponsoredAmountCents, 0),
          learnersFunded: new Set(fundedLearners).size,
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
