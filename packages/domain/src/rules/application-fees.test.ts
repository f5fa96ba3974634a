import { describe, expect, it } from 'vitest';
import { BANK_REFERENCE_PATTERN, feeTotals, payableIntake, type FeeIntake } from './application-fees.ts';

const intake = (values: Partial<FeeIntake> & { name: string }) => ({
  applicationFeeCents: 10_000,
  feeNotPublished: false,
  open: true,
  closesOn: '2026-09-30',
  lateClosesOn: null,
  ...values,
});

describe('payableIntake', () => {
  it('takes the open intake with a published fee that closes first and has not closed (late closing included)', () => {
    const intakes = [
      intake({ name: 'closed', closesOn: '2026-05-01' }),
      intake({ name: 'late', closesOn: '2026-05-01', lateClosesOn: '2026-06-30' }),
      intake({ name: 'later', closesOn: '2026-09-30' }),
    ];
    expect(payableIntake(intakes, '2026-06-01')?.name).toBe('late');
    expect(payableIntake(intakes, '2026-07-01')?.name).toBe('later');
    expect(payableIntake(intakes, '2026-10-01')).toBeNull();
  });

  it('skips closed intakes, unpublished fees and fees of zero', () => {
    const intakes = [
      intake({ name: 'shut', open: false }),
      intake({ name: 'unknown', feeNotPublished: true }),
      intake({ name: 'free', applicationFeeCents: 0 }),
      intake({ name: 'none', applicationFeeCents: null }),
    ];
    expect(payableIntake(intakes, '2026-06-01')).toBeNull();
  });
});

describe('feeTotals', () => {
  it('adds fees, subtracts payouts and applies signed corrections', () => {
    const totals = feeTotals([
      { kind: 'fee_collected', amountCents: 15_000 },
      { kind: 'fee_collected', amountCents: 5_000 },
      { kind: 'payout', amountCents: -12_000 },
      { kind: 'correction', amountCents: -1_000 },
    ]);
    expect(totals).toEqual({ collectedCents: 20_000, paidOutCents: 12_000, correctionsCents: -1_000, balanceCents: 7_000 });
  });
});

describe('bank references', () => {
  it('takes what banks print and refuses formulas, blanks and overlong text', () => {
    for (const good of ['FNB 2026/11/29-001', 'ABSA123', 'REF.2026.11']) expect(BANK_REFERENCE_PATTERN.test(good), good).toBe(true);
    for (const bad of ['', 'ab', '=SUM(A1)', ' FNB1', 'x'.repeat(41)]) expect(BANK_REFERENCE_PATTERN.test(bad), bad).toBe(false);
  });
});
