import { applicationFeeErrorTexts as e, feeStatementTexts as s } from '@kusasa/domain/application-fee-texts';
import { feeTotals } from '@kusasa/domain/rules/application-fees';
import { toCsv } from '@kusasa/domain/rules/csv';
import { isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import type { FeeBalances, FeeStatement, newCorrectionSchema, newPayoutSchema } from '@kusasa/domain/schemas/application-fees';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createFeeLedgerRepo } from './fee-ledger.repo.ts';
import { toStatement } from './fee-ledger.ts';
import type { Kernel } from '../../core/kernel.ts';

type Payout = z.output<typeof newPayoutSchema>;
type Correction = z.output<typeof newCorrectionSchema>;

// Statements (an institution's own, an admin's of any) and admins' payouts and corrections
// (issue 31). A payout or correction is written under the institution's lock, with its balance
// read in the same transaction, and audited in it: no payout can exceed what is owed, even when
// two admins press at once, and none goes unrecorded.
export function createFeePayoutsService({ db, clock, audit }: Pick<Kernel, 'db' | 'clock' | 'audit'>) {
  async function statementIn(executor: Executor, institutionId: string): Promise<FeeStatement> {
    const repo = createFeeLedgerRepo(executor);
    const name = await repo.institutionName(institutionId);
    if (name === null) throw new AppError('NOT_FOUND', e.institutionNotFound);
    return toStatement(institutionId, name, await repo.entriesOf(institutionId));
  }

  /** Locks the institution's ledger, checks the entry against its balance, writes and audits it. */
  async function append(
    adminId: string,
    institutionId: string,
    entry: { kind: 'payout' | 'correction'; amountCents: number; reference: string | null; reason: string | null },
  ): Promise<FeeStatement> {
    return db.transaction(async (tx) => {
      const repo = createFeeLedgerRepo(tx);
      await repo.lockInstitution(institutionId);
      const before = await statementIn(tx, institutionId);
      if (entry.kind === 'payout' && -entry.amountCents > before.totals.balanceCents) {
        const message = e.payoutAboveBalance(before.totals.balanceCents);
        throw new AppError('VALIDATION', message, { amountCents: message });
      }
      const row = await repo.insert({ institutionId, ...entry, createdBy: adminId, createdAt: clock() });
      await audit.adminAction(
        {
          adminId,
          action: entry.kind === 'payout' ? 'FEE_PAYOUT_RECORDED' : 'FEE_CORRECTION_RECORDED',
          message: `${entry.kind === 'payout' ? 'Fee payout' : 'Fee correction'} of ${entry.amountCents} cents for ${before.institutionName}`,
          targetType: 'institution',
          targetId: institutionId,
          component: 'application-fees',
          reason: entry.reason,
          details: { entryId: row.id, amountCents: entry.amountCents, bankReference: entry.reference, balanceBeforeCents: before.totals.balanceCents },
        },
        tx,
      );
      return statementIn(tx, institutionId);
    });
  }

  return {
    statement: (institutionId: string) => statementIn(db, institutionId),

    /** The statement as a CSV file, oldest first, as an accountant reads it. */
    async statementCsv(institutionId: string): Promise<string> {
      const { entries } = await statementIn(db, institutionId);
      const rows = [...entries].reverse().map((entry) => [
        isoCalendarDateIn(entry.createdAt),
        s.kinds[entry.kind],
        // A number, not text: a leading minus in text would be guarded as a formula.
        entry.amountCents / 100,
        entry.applicationId,
        entry.payer,
        entry.reference,
        entry.reason,
      ]);
      return toCsv(s.csvHeaders, rows, { missing: '' });
    },

    async balances(): Promise<FeeBalances> {
      const rows = await createFeeLedgerRepo(db).balances();
      return {
        institutions: rows.map((row) => {
          const totals = feeTotals([
            { kind: 'fee_collected', amountCents: row.collected },
            { kind: 'payout', amountCents: row.payouts },
            { kind: 'correction', amountCents: row.corrections },
          ]);
          const lastPayoutAt = row.lastPayoutAt === null ? null : new Date(row.lastPayoutAt).toISOString();
          return { institutionId: row.institutionId, institutionName: row.institutionName, ...totals, lastPayoutAt };
        }),
      };
    },

    payout: (adminId: string, institutionId: string, input: Payout) =>
      append(adminId, institutionId, { kind: 'payout', amountCents: -input.amountCents, reference: input.bankReference, reason: null }),

    correction: (adminId: string, institutionId: string, input: Correction) =>
      append(adminId, institutionId, { kind: 'correction', amountCents: input.amountCents, reference: null, reason: input.reason }),
  };
}
export type FeePayoutsService = ReturnType<typeof createFeePayoutsService>;
