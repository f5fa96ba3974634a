import { describe, expect, it } from 'vitest';
import { allocationsCsv, sponsorsCsv, sponsorSponsorshipsCsv } from './sponsor-csv.ts';

describe('sponsor CSV exports', () => {
  it('writes allocations.csv with the seed columns, quoting and an empty cell for a missing expiry', () => {
    const csv = allocationsCsv([
      { sponsorId: 's1', studentId: 'l1', status: 'active', plan: '', allocatedOn: '2026-03-01', expiresOn: null, notes: 'Fees, "term 1"' },
    ]);
    expect(csv.split('\r\n')).toEqual(['Sponsor ID,Student ID,Status,Plan,Allocated On,Expires On,Notes', 's1,l1,active,,2026-03-01,,"Fees, ""term 1"""']);
  });

  it('neutralises cells that a spreadsheet would run as a formula', () => {
    const csv = sponsorsCsv([
      {
        id: 'x',
        name: '=HYPERLINK("http://evil")',
        email: '+27@example.com',
        phone: '-1',
        contactPerson: '@SUM(A1)',
        status: 'active',
        tier: null,
        website: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'ID,Name,Email,Phone,Contact Person,Status,Tier,Website',
      `x,"'=HYPERLINK(""http://evil"")",'+27@example.com,'-1,'@SUM(A1),active,,`,
    ]);
  });

  it("writes a sponsor's own sponsorships with rand amounts and the South African day", () => {
    const csv = sponsorSponsorshipsCsv([
      {
        applicationId: 'r1',
        learnerReference: 'l1',
        sponsoredAmountCents: 15_050,
        status: 'paid',
        paidAt: '2026-03-01T22:30:00.000Z',
        purpose: 'application_fee',
        merchantReference: 'KUS-1',
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('r1,l1,150.50,paid,2026-03-02,application_fee,KUS-1');
  });
});
