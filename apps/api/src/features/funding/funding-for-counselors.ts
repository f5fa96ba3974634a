import { FUNDING_OUTCOMES, type FundingOutcome } from '@kusasa/domain/rules/funding-rules';
import type { FundingEvent } from '@kusasa/domain/schemas/funding/common';
import type { Kernel } from '../../core/kernel.ts';
import { eventOf } from './funding-view.ts';
import { createFundingRepo } from './funding.repo.ts';

const isOutcome = (value: string | null): value is FundingOutcome => value !== null && (FUNDING_OUTCOMES as readonly string[]).includes(value);

// What a counselor's caseload reads of funding readiness (issue 29), for learners who share
// 'funding' with them (the caseload checks the link): the outcome and the timeline, nothing else.
export function createFundingForCounselors({ db }: Pick<Kernel, 'db'>) {
  const repo = createFundingRepo(db);
  return {
    /** Each learner's funding check outcome, in one read; a learner without one is left out. */
    async outcomesOf(userIds: string[]): Promise<Map<string, FundingOutcome>> {
      const rows = await repo.readinessOf(userIds);
      return new Map(rows.flatMap((row) => (isOutcome(row.outcome) ? [[row.userId, row.outcome] as const] : [])));
    },

    /** The learner's funding events, newest first. */
    async eventsOf(userId: string): Promise<FundingEvent[]> {
      return (await repo.events(userId)).map(eventOf);
    },
  };
}

export type FundingForCounselors = ReturnType<typeof createFundingForCounselors>;
