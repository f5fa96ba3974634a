import { formatLongDate } from '@kusasa/domain/rules/dates';
import { planById } from '@kusasa/domain/rules/plans';
import { ALLOCATION_EXPIRY_NOTICE_DAYS, DEFAULT_SPONSORED_PLAN } from '@kusasa/domain/rules/sponsors';
import { adminSponsorTexts as a } from '@kusasa/domain/sponsor-texts';
import { fillText } from '@kusasa/domain/texts';
import type { Executor } from '../../db/database.ts';
import type { Kernel } from '../../core/kernel.ts';
import { createAllocationsRepo } from './allocations.repo.ts';
import type { Notify } from './sponsorship-payments.ts';
import type { AllocationRow } from './sponsor-views.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How many allocations one housekeeping run handles per step; the next run takes the rest. */
const BATCH = 200;

const planName = (plan: string | null) => {
  const id = plan === 'essential' || plan === 'pro-ai' ? plan : DEFAULT_SPONSORED_PLAN;
  return planById(id).name;
};

// What a learner hears about a sponsor's allocation: when it starts or stops giving them a plan,
// and once before it ends; and the housekeeping task that ends allocations whose date has come.
export function allocationNotices({ db, clock, notify }: Pick<Kernel, 'db' | 'clock'> & { notify: Notify }) {
  async function tellLearner(tx: Executor, row: AllocationRow, started: boolean) {
    const plan = planName(row.plan);
    await notify(
      row.studentId,
      started
        ? { title: a.allocationStartedTitle, message: fillText(a.allocationStartedMessage, { plan }), type: 'system' }
        : { title: a.allocationEndedTitle, message: fillText(a.allocationEndedMessage, { plan }), type: 'system' },
      tx,
    );
  }

  return {
    tellLearner,

    /**
     * The housekeeping task: allocations whose expires_on has come become expired (the plan already
     * stopped at that instant: plans.currentPlan checks the date) and their learners are told; those
     * ending within ALLOCATION_EXPIRY_NOTICE_DAYS are announced once. Returns how many it handled.
     */
    async expireDue(): Promise<number> {
      const now = clock();
      const expired = await db.transaction(async (tx) => {
        const txRepo = createAllocationsRepo(tx);
        const rows = await txRepo.dueToExpire(now, BATCH);
        for (const row of rows) {
          await txRepo.update(row.id, { status: 'expired', updatedAt: now });
          await tellLearner(tx, row, false);
        }
        return rows.length;
      });
      const noticed = await db.transaction(async (tx) => {
        const txRepo = createAllocationsRepo(tx);
        const rows = await txRepo.dueForNotice(now, new Date(now.getTime() + ALLOCATION_EXPIRY_NOTICE_DAYS * DAY_MS), BATCH);
        for (const row of rows) {
          await txRepo.update(row.id, { expiryNoticeAt: now });
          if (!row.expiresOn) continue;
          await notify(
            row.studentId,
            {
              title: a.allocationEndingTitle,
              message: fillText(a.allocationEndingMessage, { plan: planName(row.plan), date: formatLongDate(row.expiresOn) }),
              type: 'system',
            },
            tx,
          );
        }
        return rows.length;
      });
      return expired + noticed;
    },
  };
}
export type AllocationNotices = ReturnType<typeof allocationNotices>;
