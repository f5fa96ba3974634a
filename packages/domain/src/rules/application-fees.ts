// Application fees reach institutions (issue 31, decision 0421): what a learner pays (or a sponsor
// pays for them) is collected by Kusasa, written to the institution's fee ledger, and paid out by
// an admin with the bank's reference. The ledger is never edited; corrections are new entries.

export const FEE_LEDGER_KINDS = ['fee_collected', 'payout', 'correction'] as const;
export type FeeLedgerKind = (typeof FEE_LEDGER_KINDS)[number];

export const FEE_PAYERS = ['learner', 'sponsor'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

/** Applications whose fee a learner may pay online: sent to the institution and still in play. */
export const FEE_PAYABLE_STATUSES = ['submitted', 'under-review', 'resubmission-required', 'approved'] as const;

/** A bank's payment reference as banks print it: 4 to 40 letters, digits, spaces, '-', '/' or '.'. */
export const BANK_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,38}[A-Za-z0-9]$/;

export const CORRECTION_REASON_MIN = 10;
export const CORRECTION_REASON_MAX = 500;
/** Far above any one institution's fees: a typo of three zeros is refused, not paid. */
export const FEE_LEDGER_MAX_AMOUNT_CENTS = 100_000_000;

/** The parts of an intake that decide its fee. */
export interface FeeIntake {
  applicationFeeCents: number | null;
  feeNotPublished: boolean;
  open: boolean;
  closesOn: string | null;
  lateClosesOn: string | null;
}

/**
 * The intake whose fee a learner pays today (SA 'YYYY-MM-DD'): open, with a published fee above
 * zero, not yet closed (late closing included); the one closing first. None: nothing to pay online.
 */
export function payableIntake<T extends FeeIntake>(intakes: readonly T[], today: string): T | null {
  const closing = (intake: FeeIntake) => intake.lateClosesOn ?? intake.closesOn;
  const candidates = intakes.filter(
    (intake) => intake.open && !intake.feeNotPublished && (intake.applicationFeeCents ?? 0) > 0 && (closing(intake) ?? today) >= today,
  );
  candidates.sort((a, b) => (closing(a) ?? '9999-12-31').localeCompare(closing(b) ?? '9999-12-31'));
  return candidates[0] ?? null;
}

/** What the ledger's entries add up to; `balanceCents` is what Kusasa still owes the institution. */
export interface FeeTotals {
  collectedCents: number;
  paidOutCents: number;
  correctionsCents: number;
  balanceCents: number;
}

export function feeTotals(entries: readonly { kind: FeeLedgerKind; amountCents: number }[]): FeeTotals {
  const sumOf = (kind: FeeLedgerKind) => entries.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.amountCents, 0);
  const collectedCents = sumOf('fee_collected');
  const payouts = sumOf('payout');
  const correctionsCents = sumOf('correction');
  return { collectedCents, paidOutCents: -payouts, correctionsCents, balanceCents: collectedCents + payouts + correctionsCents };
}
