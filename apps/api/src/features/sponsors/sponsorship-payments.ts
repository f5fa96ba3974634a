import type { NewNotification } from '@kusasa/domain/schemas/notifications';
import { formatZar } from '@kusasa/domain/rules/money';
import { planById } from '@kusasa/domain/rules/plans';
import { FUNDED_PLAN_ALLOCATION_DAYS } from '@kusasa/domain/rules/sponsors';
import { adminSponsorTexts, sponsorshipTexts, sponsorTexts as sp } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import type { Executor } from '../../db/database.ts';
import { createAllocationsRepo } from './allocations.repo.ts';
import { createSponsorRequestsRepo } from './sponsor-requests.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

export type Notify = (userId: string, input: NewNotification, tx: Executor) => Promise<unknown>;

/** A sponsorship payment the provider confirmed, handed over by the payments feature's completion (areas/sponsors.ts). */
export interface PaidSponsorship {
  paymentId: string;
  sponsorId: string | null;
  merchantReference: string;
  paidAt: Date | null;
}

const DAY_MS = 24 * 60 * 60_000;

// What a confirmed sponsorship payment does, inside the payment's transaction (its row locked).
// Its sponsorship rows are unique per reference and request and skipped once paid, so a repeated
// notification, a check again or a replay changes nothing.
export function createSponsorshipPayments({
  clock,
  notify,
  onDoublePaid,
}: Pick<Kernel, 'clock'> & {
  notify: Notify;
  /** A request paid twice (e.g. withdrawn while its payment was under way): the money is kept for an admin's refund. Best effort, after the transaction. */
  onDoublePaid?: (details: { merchantReference: string; requestId: string; paymentId: string }) => Promise<void>;
}) {
  return {
    /** The application fees (each with its application) a paid sponsorship payment paid, read in its transaction. */
    paidApplicationFees: (paymentId: string, tx: Executor) => createSponsorRequestsRepo(tx).paidApplicationFees(paymentId),

    /**
     * In the payment's transaction (its row locked): each pending sponsorship under the reference
     * becomes paid, its request funded and its learner told; a plan fee starts an allocation of
     * that plan. A row already paid is skipped, so a repeated COMPLETE changes nothing.
     */
    async recordPaid(paid: PaidSponsorship, tx: Executor): Promise<void> {
      if (!paid.sponsorId) throw new Error(`sponsorship payment ${paid.merchantReference} names no sponsor`);
      const txRepo = createSponsorRequestsRepo(tx);
      const rows = await txRepo.forReference(paid.sponsorId, paid.merchantReference);
      if (rows.length === 0) throw new Error(`sponsorship payment ${paid.merchantReference} pays for no request`);
      const now = clock();
      const paidAt = paid.paidAt ?? now;
      for (const row of rows) {
        if (row.paymentStatus === 'paid' || row.paymentStatus === 'refund_due') continue;
        const [request] = await txRepo.lockRequests([row.sponsorApplicationId]);
        // Money for a request another payment funded, or the learner withdrew: kept for a refund, never paid twice (issue 34, finding 2).
        if (!request || request.status !== 'pending') {
          await txRepo.updateSponsorship(row.id, { paymentStatus: 'refund_due', paidAt, paymentId: paid.paymentId, updatedAt: now });
          void onDoublePaid?.({ merchantReference: paid.merchantReference, requestId: row.sponsorApplicationId, paymentId: paid.paymentId });
          continue;
        }
        await txRepo.updateSponsorship(row.id, { paymentStatus: 'paid', paidAt, paymentId: paid.paymentId, updatedAt: now });
        await txRepo.updateRequest(request.id, { status: 'funded', fundedAt: paidAt, heldBy: null, heldUntil: null, updatedAt: now });
        const purpose = sponsorshipTexts.purposes[request.purpose === 'plan_fee' ? 'plan_fee' : 'application_fee'].toLowerCase();
        await notify(
          request.studentId,
          {
            title: sponsorshipTexts.fundedTitle,
            message: fillText(sponsorshipTexts.fundedMessage, { amount: formatZar(row.sponsoredAmountCents), purpose }),
            type: 'system',
          },
          tx,
        );
        if (request.purpose === 'plan_fee' && (request.planId === 'essential' || request.planId === 'pro-ai')) {
          const created = await createAllocationsRepo(tx).insertFromSponsorship({
            sponsorId: paid.sponsorId,
            studentId: request.studentId,
            plan: request.planId,
            status: 'active',
            allocatedOn: paidAt,
            expiresOn: new Date(paidAt.getTime() + FUNDED_PLAN_ALLOCATION_DAYS * DAY_MS),
            notes: `${sp.paymentItemName} ${paid.merchantReference}`,
            sourceSponsorshipId: row.id,
            createdAt: now,
            updatedAt: now,
          });
          const plan = planById(request.planId).name;
          if (created)
            await notify(
              request.studentId,
              { title: adminSponsorTexts.allocationStartedTitle, message: fillText(adminSponsorTexts.allocationStartedMessage, { plan }), type: 'system' },
              tx,
            );
        }
      }
    },
  };
}
export type SponsorshipPayments = ReturnType<typeof createSponsorshipPayments>;
