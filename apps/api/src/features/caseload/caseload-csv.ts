import { caseloadTexts } from '@kusasa/domain/caseload-texts';
import { NOT_SHARED } from '@kusasa/domain/caseload-page-texts';
import { outcomeLabels } from '@kusasa/domain/funding-labels';
import type { CounselorScope } from '@kusasa/domain/rules/counselor-links';
import { toCsv, type CsvValue } from '@kusasa/domain/rules/csv';
import type { CaseloadItem } from '@kusasa/domain/schemas/counselors/caseload';

const t = caseloadTexts.csv;
type Counts = NonNullable<CaseloadItem['applications']>;

/** '1 draft, 2 submitted': the non-zero counts, or 'None yet'. */
export function countsText(counts: Counts): string {
  const keys = Object.keys(t.counts) as (keyof Counts)[];
  return (
    keys
      .filter((key) => counts[key] > 0)
      .map((key) => `${counts[key]} ${t.counts[key]}`)
      .join(', ') || t.noApplications
  );
}

/** A part the learner did not share is 'Not shared'; a shared part with nothing in it (no deadline, no funding check) is empty. */
function rowOf(item: CaseloadItem): CsvValue[] {
  const part = <T>(scope: CounselorScope, value: T | null, show: (value: T) => CsvValue): CsvValue =>
    !item.scopes.includes(scope) ? NOT_SHARED : value === null ? '' : show(value);
  return [
    item.fullName ?? '',
    item.school ?? '',
    item.grade ?? '',
    part('applications', item.nextDeadline, (deadline) => deadline.date),
    part('applications', item.nextDeadline, (deadline) => deadline.what),
    part('journey', item.journeyStep, (step) => step),
    part('documents', item.missingDocuments, (missing) => missing.join('; ') || t.noMissing),
    part('applications', item.applications, countsText),
    part('funding', item.fundingOutcome, (outcome) => outcomeLabels[outcome].word),
    item.endsOn,
  ];
}

/**
 * The caseload as CSV (issue 29): the same parts as the list, in its order. The domain's toCsv
 * neutralises a cell a spreadsheet would run as a formula (a learner chooses their own name).
 */
export function caseloadCsv(items: readonly CaseloadItem[]): string {
  return toCsv(t.headers, items.map(rowOf), { missing: '' });
}
