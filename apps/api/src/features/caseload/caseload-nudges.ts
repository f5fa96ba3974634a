import { caseloadTexts as t } from '@kusasa/domain/caseload-texts';
import type { Nudge } from '@kusasa/domain/schemas/counselors/common';
import type { Kernel } from '../../core/kernel.ts';
import type { ThrottleRule } from '../../core/throttle/throttle.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { CaseloadAccess } from './caseload-access.ts';
import { createCaseloadRepo } from './caseload.repo.ts';

/** At most 5 reminder batches per counselor an hour: the 5th starts an hour's block. */
export const NUDGE_RULE: ThrottleRule = { limit: 5, windowMs: 60 * 60 * 1000, blockMs: 60 * 60 * 1000 };

type Deps = Pick<Kernel, 'db' | 'clock' | 'notify' | 'users' | 'throttle'> & { access: CaseloadAccess };

// A counselor's reminder to several linked learners at once (issue 29). All or nothing: every
// learner must have a current link, else nothing is sent; each is notified and the reminder is kept
// as a note to them (shown on their Counselor page), all in one transaction.
export function createNudges({ db, clock, notify, users, throttle, access }: Deps) {
  return {
    nudge: async (counselorId: string, { learnerIds, message }: Nudge): Promise<{ sent: number }> => {
      await access.approved(counselorId);
      const key = { scope: 'counselor:nudges', subject: counselorId };
      if (await throttle.blockOf([key])) throw new AppError('RATE_LIMITED', t.tooManyNudges);
      const ids = [...new Set(learnerIds)];
      await access.allLinked(counselorId, ids);
      await throttle.hit([{ ...key, rule: NUDGE_RULE }]);
      const now = clock();
      await db.transaction(async (tx) => {
        const [counselor] = await users.summariesOf([counselorId], tx);
        await createCaseloadRepo(tx).insertNotes(ids.map((learnerId) => ({ counselorId, learnerId, body: message, visibility: 'learner', createdAt: now })));
        const notice = { title: t.nudgeTitle, message: t.nudgeMessage(counselor?.fullName ?? null, message), type: 'general' } as const;
        for (const learnerId of ids) await notify(learnerId, notice, tx);
      });
      return { sent: ids.length };
    },
  };
}
