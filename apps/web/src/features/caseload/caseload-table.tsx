import { Link } from 'react-router';
import { caseloadTexts as t } from '@kusasa/domain/caseload-page-texts';
import { outcomeLabels } from '@kusasa/domain/funding-labels';
import type { CaseloadItem } from '@kusasa/domain/schemas/counselors/caseload';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';
import { Shared, countsLine, deadlineLine, schoolGrade } from './shared';

const c = t.columns;

export interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (learnerId: string) => void;
  onSelectPage: () => void;
}

/** The caseload's learners: a table on wide screens, a card per learner on a phone; each name opens the learner, each box chooses them for a reminder. */
export function CaseloadTable({ rows, selected, onToggle, onSelectPage }: { rows: readonly CaseloadItem[] } & Selection) {
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.learnerId));
  return (
    <TableFrame>
      <Table>
        <thead className="max-sm:hidden">
          <tr>
            <Th>
              <input type="checkbox" aria-label={t.selectPage} checked={allOnPage} onChange={onSelectPage} className="size-5 accent-emerald-700" />
            </Th>
            <Th>{c.learner}</Th>
            <Th>{c.schoolGrade}</Th>
            <Th>{c.deadline}</Th>
            <Th>{c.journey}</Th>
            <Th>{c.missing}</Th>
            <Th>{c.applications}</Th>
            <Th>{c.funding}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CardRow key={row.learnerId} data-testid="caseload-row">
              <CardCell className="max-sm:col-span-2">
                <input
                  type="checkbox"
                  aria-label={t.select(row.fullName ?? t.caseload.unnamed)}
                  checked={selected.has(row.learnerId)}
                  onChange={() => onToggle(row.learnerId)}
                  className="size-5 accent-emerald-700"
                />
              </CardCell>
              <LabelledCell label={c.learner} className="max-sm:col-span-2">
                <Link to={`/counselors/learners/${row.learnerId}`} className="font-medium break-words text-emerald-800 underline dark:text-emerald-300">
                  {row.fullName ?? t.caseload.unnamed}
                </Link>
              </LabelledCell>
              <LabelledCell label={c.schoolGrade}>{schoolGrade(row)}</LabelledCell>
              <LabelledCell label={c.deadline}>
                <Shared value={row.scopes.includes('applications') ? row : null}>{() => deadlineLine(row.nextDeadline)}</Shared>
              </LabelledCell>
              <LabelledCell label={c.journey}>
                <Shared value={row.journeyStep}>{(step) => step}</Shared>
              </LabelledCell>
              <LabelledCell label={c.missing}>
                <Shared value={row.missingDocuments}>{(missing) => missing.join(', ') || t.noMissing}</Shared>
              </LabelledCell>
              <LabelledCell label={c.applications}>
                <Shared value={row.applications}>{countsLine}</Shared>
              </LabelledCell>
              <LabelledCell label={c.funding}>
                <Shared value={row.fundingOutcome}>{(outcome) => outcomeLabels[outcome].word}</Shared>
              </LabelledCell>
            </CardRow>
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}
