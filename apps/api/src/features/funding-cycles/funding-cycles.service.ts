import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import type { NsfasCycle } from '@kusasa/domain/schemas/funding/common';
import type { NsfasCycleInput } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import type { Actor } from '../../auth/policy.ts';
import type { Kernel } from '../../core/kernel.ts';
import { SEED_CYCLES } from './cycle-seed.ts';
import { createFundingCyclesRepo, type CycleRow } from './funding-cycles.repo.ts';

type Deps = Pick<Kernel, 'db' | 'clock' | 'audit'>;

/** A window's state on an SA calendar day: open from the opening day to the closing day, both inclusive. */
export function cycleState(cycle: Pick<NsfasCycle, 'opensOn' | 'closesOn'>, today: string): NsfasCycle['state'] {
  if (!cycle.opensOn) return 'not-announced';
  if (today < cycle.opensOn) return 'upcoming';
  if (cycle.closesOn === null || today <= cycle.closesOn) return 'open';
  return 'closed';
}

const inputOf = (row: CycleRow): NsfasCycleInput => ({
  opensOn: row.opensOn,
  closesOn: row.closesOn,
  appealDays: row.appealDays,
  sourceTitle: row.sourceTitle,
  sourceUrl: row.sourceUrl,
  checkedOn: row.checkedOn,
});

const cycleOf = (row: CycleRow, today: string): NsfasCycle => ({ fundingYear: row.fundingYear, ...inputOf(row), state: cycleState(row, today) });

// NSFAS's application windows per funding year (issue 28): dates are data an admin keeps, never
// constants; the known past cycles are seeded at start and an admin's edits survive restarts.
export function createFundingCyclesService({ db, clock, audit }: Deps) {
  const repo = createFundingCyclesRepo(db);
  return {
    /** Today's date in South Africa on the app's clock, as the cycles' states are read. */
    today: () => isoCalendarDateIn(clock()),

    /** Every cycle, newest funding year first, with its state on `today` (an SA date, YYYY-MM-DD). */
    list: async (today: string): Promise<NsfasCycle[]> => (await repo.list()).map((row) => cycleOf(row, today)),

    /** Creates or replaces the year's window; audited in the same transaction. */
    async upsert(admin: Actor, fundingYear: number, input: NsfasCycleInput): Promise<NsfasCycle> {
      const now = clock();
      const saved = await db.transaction(async (tx) => {
        const inTx = createFundingCyclesRepo(tx);
        const before = await inTx.one(fundingYear);
        const row = await inTx.upsert({ fundingYear, ...input, updatedBy: admin.id, updatedAt: now });
        await audit.adminAction(
          {
            adminId: admin.id,
            action: before ? 'NSFAS_CYCLE_UPDATED' : 'NSFAS_CYCLE_CREATED',
            message: `${before ? 'Changed' : 'Added'} the NSFAS application window for funding year ${fundingYear}`,
            targetType: 'nsfas_cycle',
            targetId: String(fundingYear),
            details: { before: before ? inputOf(before) : null, after: input },
          },
          tx,
        );
        return row;
      });
      return cycleOf(saved, isoCalendarDateIn(now));
    },

    /** Writes the known past cycles that are missing; safe to repeat. */
    seed: () => repo.insertMissing(SEED_CYCLES.map((cycle) => ({ ...cycle }))),
  };
}
export type FundingCyclesService = ReturnType<typeof createFundingCyclesService>;
