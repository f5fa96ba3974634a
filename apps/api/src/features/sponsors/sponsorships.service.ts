import type { z } from 'zod';
import { formatZar } from '@kusasa/domain/rules/money';
import { planById, planMeetsFeature, type PlanId } from '@kusasa/domain/rules/plans';
import { apsBand, SPONSORSHIP_MAX_AMOUNT_CENTS, SPONSORSHIP_MIN_AMOUNT_CENTS, type SponsorshipVisibleField } from '@kusasa/domain/rules/sponsors';
import { sponsorshipTexts as s } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import type {
  sponsorshipRequestInputSchema,
  SharedDetails,
  SponsorshipOptions,
  SponsorshipRequest,
  SponsorshipRequestList,
} from '@kusasa/domain/schemas/sponsors/requests';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';
import { createSponsorRequestsRepo } from './sponsor-requests.repo.ts';
import { toRequest } from './sponsor-views.ts';
import type { Kernel } from '../../core/kernel.ts';

type RequestValues = z.output<typeof sponsorshipRequestInputSchema>;

/** What the sponsors feature may read of a learner (wired in its area from the features that own it). */
export interface LearnerDetails {
  applications(userId: string): Promise<{ id: string; programme: string | null; institution: string | null; status: string }[]>;
  firstName(userId: string): Promise<string | null>;
  province(userId: string): Promise<string | null>;
  apsScore(userId: string): Promise<number | null>;
}

export const CONSENT_TEXT = `${s.consentLabel} ${s.neverShown}`;
const SPONSORABLE_PLANS = ['essential', 'pro-ai'] as const;

// A learner's sponsorship requests (/sponsorships/apply and /sponsorships/status). Routes take
// no user id: every query is the session's learner's. What sponsors will see is copied when the
// learner asks, only the fields they ticked, with their consent's time and wording.
export function createSponsorshipsService({
  db,
  clock,
  learner,
  plans,
  guardianConsent,
}: Pick<Kernel, 'db' | 'clock' | 'guardianConsent'> & {
  learner: LearnerDetails;
  plans: { currentPlanId(userId: string): Promise<PlanId> };
}) {
  const repo = createSponsorRequestsRepo(db);

  async function ownApplication(userId: string, applicationId: string) {
    const application = (await learner.applications(userId)).find((row) => row.id === applicationId);
    if (!application) throw new AppError('NOT_FOUND', s.applicationNotYours, { applicationId: s.applicationNotYours });
    return application;
  }

  async function snapshot(
    userId: string,
    fields: readonly SponsorshipVisibleField[],
    application: { programme: string | null; institution: string | null },
  ): Promise<SharedDetails> {
    const chosen = new Set(fields);
    const [firstName, province, aps] = await Promise.all([
      chosen.has('firstName') ? learner.firstName(userId) : null,
      chosen.has('province') ? learner.province(userId) : null,
      chosen.has('apsBand') ? learner.apsScore(userId) : null,
    ]);
    return {
      firstName,
      province,
      programme: chosen.has('programme') ? application.programme : null,
      institution: chosen.has('institution') ? application.institution : null,
      apsBand: chosen.has('apsBand') ? apsBand(aps) : null,
    };
  }

  return {
    async options(userId: string): Promise<SponsorshipOptions> {
      const [applications, firstName, province, aps] = await Promise.all([
        learner.applications(userId),
        learner.firstName(userId),
        learner.province(userId),
        learner.apsScore(userId),
      ]);
      return {
        applications,
        preview: { firstName, province, apsBand: apsBand(aps) },
        planFees: SPONSORABLE_PLANS.map((planId) => {
          const plan = planById(planId);
          return { planId, name: plan.name, priceCents: plan.priceCents };
        }),
        minAmountCents: SPONSORSHIP_MIN_AMOUNT_CENTS,
        maxAmountCents: SPONSORSHIP_MAX_AMOUNT_CENTS,
      };
    },

    async list(userId: string): Promise<SponsorshipRequestList> {
      return { requests: (await repo.forStudent(userId)).map(toRequest) };
    },

    async create(userId: string, input: RequestValues): Promise<SponsorshipRequest> {
      await guardianConsent.assertSharing(userId);
      const application = await ownApplication(userId, input.applicationId);
      if (input.purpose === 'plan_fee' && input.planId) {
        const plan = planById(input.planId);
        if (input.requestedAmountCents !== plan.priceCents) {
          const message = fillText(s.planAmountMismatch, { plan: plan.name, amount: formatZar(plan.priceCents) });
          throw new AppError('VALIDATION', message, { requestedAmountCents: message });
        }
        if (planMeetsFeature(await plans.currentPlanId(userId), plan.id)) throw new AppError('CONFLICT', s.alreadyHoldsPlan, { planId: s.alreadyHoldsPlan });
      }
      const now = clock();
      const visibleFields = [...new Set(input.visibleFields)];
      try {
        const row = await repo.insertRequest({
          studentId: userId,
          applicationId: application.id,
          requestedAmountCents: input.requestedAmountCents,
          purpose: input.purpose,
          planId: input.purpose === 'plan_fee' ? input.planId : null,
          status: 'pending',
          visibleFields,
          shared: await snapshot(userId, visibleFields, application),
          consentedAt: now,
          consentText: CONSENT_TEXT,
          createdAt: now,
          updatedAt: now,
        });
        return toRequest(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', s.alreadyRequested, { applicationId: s.alreadyRequested });
        throw error;
      }
    },

    /** Takes back an open request nobody is paying for; another learner's request is not found. */
    async withdraw(userId: string, requestId: string): Promise<SponsorshipRequest> {
      return db.transaction(async (tx) => {
        const txRepo = createSponsorRequestsRepo(tx);
        const row = await txRepo.ownRequest(requestId, userId, true);
        if (!row) throw new AppError('NOT_FOUND', s.requestNotFound);
        const now = clock();
        const held = row.heldUntil !== null && row.heldUntil > now;
        if (row.status !== 'pending' || held) throw new AppError('CONFLICT', s.notWithdrawable);
        return toRequest(await txRepo.updateRequest(row.id, { status: 'withdrawn', updatedAt: now }));
      });
    },
  };
}
export type SponsorshipsService = ReturnType<typeof createSponsorshipsService>;
