import { toCsv } from './csv.ts';
import { isoCalendarDateIn } from './dates.ts';
import { ALLOCATIONS_CSV_HEADERS, SPONSOR_SPONSORSHIPS_CSV_HEADERS, SPONSORS_CSV_HEADERS } from './sponsors.ts';

// The sponsor exports (seed 002 section 7). toCsv quotes and neutralises formula cells
// (=, +, -, @), so a sponsor's or learner's name cannot run in a spreadsheet.

export interface AllocationCsvRow {
  sponsorId: string;
  studentId: string;
  status: string;
  plan: string;
  allocatedOn: string;
  expiresOn: string | null;
  notes: string;
}

export function allocationsCsv(rows: readonly AllocationCsvRow[]): string {
  return toCsv(
    ALLOCATIONS_CSV_HEADERS,
    rows.map((row) => [row.sponsorId, row.studentId, row.status, row.plan, row.allocatedOn, row.expiresOn, row.notes]),
    { missing: '' },
  );
}

export interface SponsorCsvRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  contactPerson: string | null;
  status: string;
  tier: string | null;
  website: string | null;
}

export function sponsorsCsv(rows: readonly SponsorCsvRow[]): string {
  return toCsv(
    SPONSORS_CSV_HEADERS,
    rows.map((row) => [row.id, row.name, row.email, row.phone, row.contactPerson, row.status, row.tier, row.website]),
    { missing: '' },
  );
}

export interface SponsorshipCsvRow {
  applicationId: string;
  learnerReference: string;
  sponsoredAmountCents: number;
  status: string;
  paidAt: string | null;
  purpose: string;
  merchantReference: string;
}

/** Amounts in rand with two decimals (a number a spreadsheet sums); Paid At as the South African day. */
export function sponsorSponsorshipsCsv(rows: readonly SponsorshipCsvRow[]): string {
  return toCsv(
    SPONSOR_SPONSORSHIPS_CSV_HEADERS,
    rows.map((row) => [
      row.applicationId,
      row.learnerReference,
      (row.sponsoredAmountCents / 100).toFixed(2),
      row.status,
      row.paidAt ? isoCalendarDateIn(row.paidAt) : null,
      row.purpose,
      row.merchantReference,
    ]),
    { missing: '' },
  );
}
