import { feeTotals, type FeePayer } from '@kusasa/domain/rules/application-fees';
import type { FeeLedgerEntry, FeeStatement } from '@kusasa/domain/schemas/application-fees';
import { feeLedgerKindSchema, feePayerSchema } from '@kusasa/domain/schemas/application-fees';
import type { Executor } from '../../db/database.ts';
import { createFeeLedgerRepo, type LedgerRow } from './fee-ledger.repo.ts';
import { createLearnerFeesRepo } from './learner-fees.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

/** Money a provider confirmed for one application's fee, handed over in the payment's transaction. */
export interface CollectedFee {
  applicationId: string;
  paymentId: string;
  amountCents: number;
  payer: FeePayer;
  merchantReference: string;
}

export function toLedgerEntry(row: LedgerRow): FeeLedgerEntry {
  return {
    id: row.id,
    kind: feeLedgerKindSchema.parse(row.kind),
    amountCents: row.amountCents,
    applicationId: row.applicationId,
    payer: row.payer === null ? null : feePayerSchema.parse(row.payer),
    reference: row.reference,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toStatement(institutionId: string, institutionName: string, rows: LedgerRow[]): FeeStatement {
  const entries = rows.map(toLedgerEntry);
  return { institutionId, institutionName, totals: feeTotals(entries), entries };
}

// Writing collected fees: called by the payment completions (the learner's own payment and a
// sponsor's) inside the payment's transaction, so a fee is in the ledger exactly when its payment
// is paid. The unique index makes a repeated notification write nothing more.
export function createFeeRecorder({ clock, log }: Pick<Kernel, 'clock' | 'log'>) {
  return {
    /** Returns whether an entry was written now (false: already there, or no institution to owe). */
    async recordCollected(tx: Executor, fee: CollectedFee): Promise<boolean> {
      const application = await createLearnerFeesRepo(tx).application(fee.applicationId);
      if (!application?.institutionId) {
        // Money for an application that is gone or names no institution owes no institution: say so loudly.
        log.warn({ applicationId: fee.applicationId, paymentId: fee.paymentId }, 'application fee paid for no institution');
        return false;
      }
      return createFeeLedgerRepo(tx).insertFee({
        institutionId: application.institutionId,
        amountCents: fee.amountCents,
        applicationId: fee.applicationId,
        paymentId: fee.paymentId,
        payer: fee.payer,
        reference: fee.merchantReference,
        createdAt: clock(),
      });
    },
  };
}
export type FeeRecorder = ReturnType<typeof createFeeRecorder>;
